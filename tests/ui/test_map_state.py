"""The printed map as a snapshot."""

from __future__ import annotations

from gamedesk.ui.map_state import HexSnapshot, initial_snapshot


def test_initial_snapshot_has_every_printed_hex_and_reserves_homes(mex):
    snapshot = initial_snapshot(mex)
    assert len(snapshot.hexes) == 73
    assert all(h.is_printed and h.rotation == 0 for h in snapshot.hexes.values())
    assert snapshot.hexes["O10"].city(0).reserved == ("NdM",)
    assert snapshot.hexes["M12"].city(0).reserved == ("A",)  # a minor's home
    assert snapshot.hexes["I12"].city(0).slots == (None, None)
    assert snapshot.phase_colors == ("yellow",)


def test_with_hexes_replaces_only_the_given_hexes(mex):
    snapshot = initial_snapshot(mex)
    changed = snapshot.with_hexes(HexSnapshot("I8", "57", 1))
    assert changed.hexes["I8"].tile == "57"
    assert snapshot.hexes["I8"].is_printed
    assert [c for c in changed.hexes if changed.hexes[c] != snapshot.hexes[c]] == ["I8"]


def test_a_home_in_any_city_is_marked_on_the_first(esp):
    snapshot = initial_snapshot(esp)
    cfea = [c for c in snapshot.hexes["D6"].cities if "CFEA" in c.reserved]
    assert len(cfea) == 1
