"""18MEX — The Railroads Come to Mexico."""
