"""Tests of the route finder (gamedesk.engine.routing)."""
