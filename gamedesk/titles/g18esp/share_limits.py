"""How much of a major a player may keep (R-056, R-058; the site 4.3.16).

Purchases stop at 60% of a major in both profiles (R-056). In the rulebook a
player over it must sell down, except that a share received in a takeover may
take them to 70% (R-058); the certificate limit still counts it (R-057). The
site never makes a player sell for holding over 60%.
"""

from __future__ import annotations

from gamedesk.engine.entities import Corporation

EVERYTHING = 100


def held_limit(game, pid: str, corp: Corporation) -> int:
    if game.gx:
        return EVERYTHING  # 4.3.16: held above 60% with no forced sale
    extra = sum(s.percent for s in corp.shares
                if s.owner == pid and getattr(s, "from_takeover", False))
    return corp.max_ownership + extra


def mark_takeover_share(share) -> None:
    """R-058: the share a minor's director received in a takeover."""
    share.from_takeover = True


def counts_for_limit(game, share) -> bool:
    """Q36: a frozen minor's certificate counts nothing toward the limit."""
    return not getattr(game.corporations.get(share.corp), "frozen", False)
