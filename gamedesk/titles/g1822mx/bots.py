"""What 1822MX tunes of its computer players (ai/tuning.py).

Hard does not count a rusting company's coming train against its president
when his cash covers it (`topup`, 1 for Hard elsewhere). In 1822MX what he
cannot pay becomes a loan, which the shared score already weighs at half as
much again (`looming`, `debt`; R-215, R-082), and Hard's weakness here is
directing too few companies: with `topup` it won 8 of 48 work-bound games
against three Normal where it won 14 without (docs/bots.md, Session 26).
"""

from __future__ import annotations

from gamedesk.ai.tuning import Tuning

TUNING = Tuning(weights={"hard": {"topup": 0.0}})
