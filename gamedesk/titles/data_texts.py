"""Texts of the titles' data that the window shows (what each private company
does, the statuses of the phases, how the game ends), marked for translation.
Written by `python tools/translations.py update` from resources/titles/*/game.json:
do not edit by hand."""

from gamedesk.engine.messages import QT_TRANSLATE_NOOP

TEXTS = (
    # 1822MX P1
    QT_TRANSLATE_NOOP(
        "game",
        "Majors only, from phase 5. The major that takes it receives an "
        "ordinary 5-train, not a special train. Taking it is allowed at the "
        "train limit; any trains over the limit are discarded straight after.",
    ),
    # 1822MX P2
    QT_TRANSLATE_NOOP(
        "game",
        "Majors only, from phase 2. Turns into the 2P special train, a 2-train "
        "that never rusts. Special trains sit outside the train limit, do not "
        "count as owning a train, can never be sold, and a company keeps only "
        "one. Their income may be paid or kept apart from the other trains' "
        "without changing the share price move. Never closes.",
    ),
    # 1822MX P3
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 1. Turns into the 3/2P special train: it"
        " runs like a 3-train, and its income, bonuses included, is halved and "
        "rounded up to a multiple of $10. Special trains follow the rules given"
        " on P2. Never closes.",
    ),
    # 1822MX P4
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 1. Turns into the LP special train, an "
        "L-train that never rusts. Special trains follow the rules given on P2."
        " Never closes.",
    ),
    # 1822MX P5
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 3. Turns into a Pullman car, which is "
        "not a train: hooked to one of the company's trains for a run (never an"
        " E-train; on 18xx.games not an L or LP either), it lets that train "
        "count any number of towns besides its cities. Cannot be sold, never "
        "rusts, sits outside the train limit; a company keeps one Pullman at "
        "most.",
    ),
    # 1822MX P6
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 3. A second Pullman car, the same as P5.",
    ),
    # 1822MX P7
    QT_TRANSLATE_NOOP(
        "game",
        "Majors only, from phase 3. A player who holds it may count double cash"
        " when the player order is set at the end of a stock round. A major "
        "that holds it earns $20 per operating round in phases 3-4, $40 in "
        "phases 5-6 and $60 in phase 7. Never closes.",
    ),
    # 1822MX P8
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 1. Once, instead of one normal build, "
        "the company may upgrade one plain-track or town tile to the next "
        "colour before that colour is on sale. No colour may be skipped, and a "
        "minor cannot go past green. Pays the company $10 per operating round "
        "until used, then closes.",
    ),
    # 1822MX P9
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 3. Once, in its track step, the company "
        "may build extra: one more yellow tile (two for a major) or one more "
        "upgrade, which may upgrade a tile laid in the same step. Pays the "
        "company $10 per operating round until used, then closes.",
    ),
    # 1822MX P10
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 1. Closes when taken: the company gets "
        "three builder cubes from the pool, to place in any of its track steps "
        "on top of its normal build.",
    ),
    # 1822MX P12
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 1. Once, as one of its builds, the "
        "company may lay plain yellow track on an unbuilt hex with a single "
        "town, or replace a town tile with plain track of the next colour. Not "
        "on hexes with two towns. Pays the company $10 per operating round "
        "until used, then closes.",
    ),
    # 1822MX P13
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 1. The same power as P12: once, plain "
        "track in place of a single town, as one of the company's builds. Pays "
        "the company $10 per operating round until used, then closes.",
    ),
    # 1822MX P14
    QT_TRANSLATE_NOOP(
        "game",
        "Majors only, from phase 3. After its trains run, the company's "
        "treasury gets half the base value of the first and last stops of one "
        "train's route; E-train, destination and 3/2 adjustments are ignored. "
        "One contract per train. On 18xx.games it cannot ride on an L-train.",
    ),
    # 1822MX P15
    QT_TRANSLATE_NOOP(
        "game",
        "Majors only, from phase 3. A second mail contract, the same as P14.",
    ),
    # 1822MX P16
    QT_TRANSLATE_NOOP(
        "game",
        "Majors only, from phase 2. A major that holds it pays the bank $10 "
        "every operating round; when it cannot, the private closes and the "
        "share price moves one space left. The major may also close it in its "
        "turn, with the same price move.",
    ),
    # 1822MX P17
    QT_TRANSLATE_NOOP(
        "game",
        "Majors and minors, from phase 2. Once, on top of its normal build and "
        "without a route, the company may put the small port tile on a water "
        "spike that has no port. The port is then an off-board stop worth 30 in"
        " yellow phases and 40 from green on, for every company. Pays the "
        "company $10 per operating round until used, then closes.",
    ),
    # 1822MX P18
    QT_TRANSLATE_NOOP(
        "game",
        "Majors only, from phase 3. Like P17 with the large port tile, worth 40"
        " in green, 50 in brown and 60 in gray phases. Pays the company $10 per"
        " operating round until used, then closes.",
    ),
    # 1822MX C1
    QT_TRANSLATE_NOOP(
        "game",
        "Concession of FCM. In phases 2 to 4 its holder may exchange it for the"
        " FCM director's certificate, which it pays $100 towards. Discarded "
        "without compensation when phase 5 begins. Offered together with minor "
        "18 in the first concession box, for at least $200.",
    ),
    # 1822MX C2
    QT_TRANSLATE_NOOP(
        "game",
        "Concession of MC. In phases 2 to 4 its holder may exchange it for the "
        "MC director's certificate, which it pays $100 towards. Discarded "
        "without compensation when phase 5 begins.",
    ),
    # 1822MX C3
    QT_TRANSLATE_NOOP(
        "game",
        "Concession of CHP. In phases 2 to 4 its holder may exchange it for the"
        " CHP director's certificate, which it pays $100 towards. Discarded "
        "without compensation when phase 5 begins.",
    ),
    # 1822MX C4
    QT_TRANSLATE_NOOP(
        "game",
        "Concession of FNM. In phases 2 to 4 its holder may exchange it for the"
        " FNM director's certificate, which it pays $100 towards. Discarded "
        "without compensation when phase 5 begins.",
    ),
    # 1822MX C5
    QT_TRANSLATE_NOOP(
        "game",
        "Concession of MIR. In phases 2 to 4 its holder may exchange it for the"
        " MIR director's certificate, which it pays $100 towards. Discarded "
        "without compensation when phase 5 begins.",
    ),
    # 1822MX C6
    QT_TRANSLATE_NOOP(
        "game",
        "Concession of FCP. In phases 2 to 4 its holder may exchange it for the"
        " FCP director's certificate, which it pays $100 towards. Discarded "
        "without compensation when phase 5 begins.",
    ),
    # 1822MX C7
    QT_TRANSLATE_NOOP(
        "game",
        "Concession of IRM. In phases 2 to 4 its holder may exchange it for the"
        " IRM director's certificate, which it pays $100 towards. Discarded "
        "without compensation when phase 5 begins.",
    ),
    # 1822MX M1
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 1: 50%, counted as two shares. Home "
        "station in Tijuana.",
    ),
    # 1822MX M2
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 2: 50%, counted as two shares. Home "
        "station in Ciudad Juárez.",
    ),
    # 1822MX M3
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 3: 50%, counted as two shares. Home "
        "station in Hermosillo.",
    ),
    # 1822MX M4
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 4: 50%, counted as two shares. Home "
        "station in Cuauhtémoc.",
    ),
    # 1822MX M5
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 5: 50%, counted as two shares. Home "
        "station in Nuevo Laredo.",
    ),
    # 1822MX M6
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 6: 50%, counted as two shares. Home "
        "station in Los Mochis.",
    ),
    # 1822MX M7
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 7: 50%, counted as two shares. Home "
        "station in Monterrey.",
    ),
    # 1822MX M8
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 8: 50%, counted as two shares. Home "
        "station in La Paz.",
    ),
    # 1822MX M9
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 9: 50%, counted as two shares. Home "
        "station in Mazatlán.",
    ),
    # 1822MX M10
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 10: 50%, counted as two shares. Home "
        "station in San Luis Potosí.",
    ),
    # 1822MX M11
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 11: 50%, counted as two shares. Home "
        "station in Guadalajara.",
    ),
    # 1822MX M12
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 12: 50%, counted as two shares. Home "
        "station in Guanajuato.",
    ),
    # 1822MX M13
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 13: 50%, counted as two shares. Home "
        "station in León.",
    ),
    # 1822MX M14
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 14: 50%, counted as two shares. Home "
        "station in Mexico City. If it comes first of minors 14, 15 and 17 in "
        "the shuffled pile, the NdeM takes its place.",
    ),
    # 1822MX M15
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 15: 50%, counted as two shares. Home "
        "station in Mexico City. If it comes first of minors 14, 15 and 17 in "
        "the shuffled pile, the NdeM takes its place.",
    ),
    # 1822MX M16
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 16: 50%, counted as two shares. Home "
        "station in Tlaxcala.",
    ),
    # 1822MX M17
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 17: 50%, counted as two shares. Home "
        "station in Puebla. If it comes first of minors 14, 15 and 17 in the "
        "shuffled pile, the NdeM takes its place.",
    ),
    # 1822MX M18
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 18: 50%, counted as two shares. Home "
        "station in Tlaxcala.",
    ),
    # 1822MX M19
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 19: 50%, counted as two shares. Home "
        "station in Veracruz.",
    ),
    # 1822MX M20
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 20: 50%, counted as two shares. Home "
        "station in Acapulco.",
    ),
    # 1822MX M21
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 21: 50%, counted as two shares. Home "
        "station in Oaxaca.",
    ),
    # 1822MX M22
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 22: 50%, counted as two shares. Home "
        "station in Villahermosa.",
    ),
    # 1822MX M23
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 23: 50%, counted as two shares. Home "
        "station in Mérida.",
    ),
    # 1822MX M24
    QT_TRANSLATE_NOOP(
        "game",
        "The only certificate of minor 24: 50%, counted as two shares. Home "
        "station in Guatemala.",
    ),
    # 1822MX status can_acquire_minor_bidbox
    QT_TRANSLATE_NOOP(
        "game",
        "Minors from the bid boxes",
    ),
    # 1822MX status can_buy_trains
    QT_TRANSLATE_NOOP(
        "game",
        "Train trading",
    ),
    # 1822MX status can_convert_concessions
    QT_TRANSLATE_NOOP(
        "game",
        "Concessions convertible",
    ),
    # 1822MX status can_par
    QT_TRANSLATE_NOOP(
        "game",
        "Majors float at 50%",
    ),
    # 1822MX status full_capitalisation
    QT_TRANSLATE_NOOP(
        "game",
        "Full capitalisation",
    ),
    # 1822MX status minor_float_phase1
    QT_TRANSLATE_NOOP(
        "game",
        "Minors start at $50",
    ),
    # 1822MX status minor_float_phase2
    QT_TRANSLATE_NOOP(
        "game",
        "Minors start at half the bid",
    ),
    # 1822MX status minor_float_phase3on
    QT_TRANSLATE_NOOP(
        "game",
        "Minors keep the whole bid",
    ),
    # 1822MX status minors_green_upgrade
    QT_TRANSLATE_NOOP(
        "game",
        "Minors stop at green",
    ),
    # 1822MX game end
    QT_TRANSLATE_NOOP(
        "game",
        "The bank runs out of money",
    ),
    # 1822MX game end
    QT_TRANSLATE_NOOP(
        "game",
        "During an operating round: the game ends after the current set of "
        "operating rounds. During a stock round: after the next operating "
        "round.",
    ),
    # 1822MX game end
    QT_TRANSLATE_NOOP(
        "game",
        "A share price reaches $600",
    ),
    # 1822MX game end
    QT_TRANSLATE_NOOP(
        "game",
        "The game ends when the operating round under way, or else the next "
        "one, is over.",
    ),
    # 1822MX train limit
    QT_TRANSLATE_NOOP(
        "game",
        "major",
    ),
    # 1822MX train limit
    QT_TRANSLATE_NOOP(
        "game",
        "minor",
    ),
    # 18ESP P1
    QT_TRANSLATE_NOOP(
        "game",
        "Once, the owning company saves 30 on laying a yellow mine tile or on "
        "closing a mine while upgrading its hex to green; the private then "
        "closes.",
    ),
    # 18ESP P2
    QT_TRANSLATE_NOOP(
        "game",
        "Carries the Barcelona-Mataró train, a 2 or 1+2 train that rusts with "
        "the 2s. The company that buys it keeps the train (not running in the "
        "round it was bought) and the private closes.",
    ),
    # 18ESP P3
    QT_TRANSLATE_NOOP(
        "game",
        "Pays income until phase 5. Then a player's copy closes; a company's "
        "copy becomes a permanent 2-train outside the train limit whose first "
        "run must reach Aranjuez.",
    ),
    # 18ESP P4
    QT_TRANSLATE_NOOP(
        "game",
        "Once, the owning major may open the Alar del Rey pass for nothing or "
        "any other pass for 40 less; the private then closes.",
    ),
    # 18ESP P5
    QT_TRANSLATE_NOOP(
        "game",
        "Holds the tenders. While a player owns it, companies may buy tenders "
        "from it for 80 (20 to the owner, 60 to the bank); the company that "
        "buys the private takes the last tender.",
    ),
    # 18ESP P6
    QT_TRANSLATE_NOOP(
        "game",
        "Its buyer also receives a 10% certificate of CRB, which cannot be sold"
        " before CRB has a par price.",
    ),
    # 18ESP P6
    QT_TRANSLATE_NOOP(
        "game",
        "Used when CRB is not in play: its buyer also receives a 10% "
        "certificate of a northern major drawn at set-up.",
    ),
    # 18ESP P7
    QT_TRANSLATE_NOOP(
        "game",
        "Its buyer receives the director's certificate of a northern major "
        "drawn at set-up and sets its par at once. Closes when that major buys "
        "its first train; never sold to a company.",
    ),
    # 18ESP status can_buy_companies
    QT_TRANSLATE_NOOP(
        "game",
        "Privates for sale to companies",
    ),
    # 18ESP status higher_par_prices
    QT_TRANSLATE_NOOP(
        "game",
        "Pars of 95 and 100",
    ),
    # 18ESP status lay_second_tile
    QT_TRANSLATE_NOOP(
        "game",
        "Second tile",
    ),
    # 18ESP status mountain_pass
    QT_TRANSLATE_NOOP(
        "game",
        "Mountain passes",
    ),
    # 18ESP game end
    QT_TRANSLATE_NOOP(
        "game",
        "The second 8-train leaves the bank",
    ),
    # 18ESP game end
    QT_TRANSLATE_NOOP(
        "game",
        "The operating round under way ends the set; one more stock round and "
        "three operating rounds follow.",
    ),
    # 18MEX MCAR
    QT_TRANSLATE_NOOP(
        "game",
        "No special power. The first company on sale; its price falls while "
        "nobody buys it.",
    ),
    # 18MEX CdB
    QT_TRANSLATE_NOOP(
        "game",
        "Baja variant only. A company that owns it may put one free station in "
        "Santa Rosalía (H3) without a connection, on top of its normal station.",
    ),
    # 18MEX KCMO
    QT_TRANSLATE_NOOP(
        "game",
        "A company that owns it may lay the Copper Canyon tile (#470) in F5 for"
        " $60 during its track step, as an extra lay that needs no connection.",
    ),
    # 18MEX A
    QT_TRANSLATE_NOOP(
        "game",
        "Gives control of minor A, based in Tampico (M12). At Phase 3½ the "
        "minor closes and its owner receives a 5% NdM certificate.",
    ),
    # 18MEX B
    QT_TRANSLATE_NOOP(
        "game",
        "Gives control of minor B, based in Mazatlán (K6). At Phase 3½ the "
        "minor closes and its owner receives a 5% NdM certificate.",
    ),
    # 18MEX C
    QT_TRANSLATE_NOOP(
        "game",
        "Gives control of minor C, based in Oaxaca (S12). At Phase 3½ the minor"
        " closes and its owner receives the 10% UdY certificate.",
    ),
    # 18MEX MIR
    QT_TRANSLATE_NOOP(
        "game",
        "Its first buyer also receives a 10% certificate of CHI.",
    ),
    # 18MEX MNR
    QT_TRANSLATE_NOOP(
        "game",
        "Its first buyer also receives the NdM president's certificate and sets"
        " NdM's par at once. Closes when NdM buys its first train. Never sold "
        "to a company.",
    ),
    # 18MEX status can_buy_companies_from_other_players
    QT_TRANSLATE_NOOP(
        "game",
        "Private trades",
    ),
    # 18MEX status limited_train_buy
    QT_TRANSLATE_NOOP(
        "game",
        "One bank train per turn",
    ),
    # 18MEX status ndm_unavailable
    QT_TRANSLATE_NOOP(
        "game",
        "NdM closed to trading",
    ),
    # 18MEX game end
    QT_TRANSLATE_NOOP(
        "game",
        "A player goes bankrupt",
    ),
    # 18MEX game end
    QT_TRANSLATE_NOOP(
        "game",
        "The game ends at once.",
    ),
    # 18MEX game end
    QT_TRANSLATE_NOOP(
        "game",
        "A share price reaches $200",
    ),
    # 18MEX game end
    QT_TRANSLATE_NOOP(
        "game",
        "The game ends after the current operating round.",
    ),
    # 18MW H&StJ
    QT_TRANSLATE_NOOP(
        "game",
        "No special power. Pays $20 per operating round in phases 1 to 3, $10 "
        "in phase 4.",
    ),
    # 18MW StL&A
    QT_TRANSLATE_NOOP(
        "game",
        "Its company may put one extra station in any open on-map city circle, "
        "with no route to it, at the normal station cost. Not the company's "
        "station action for the round; using it closes the private.",
    ),
    # 18MW SLFLC
    QT_TRANSLATE_NOOP(
        "game",
        "No income of its own: its holder gets $10 from the bank at the end of "
        "each operating round for every route, of any company, that stops in "
        "St. Louis, until the first 6-train (also after the private closes).",
    ),
    # 18MW L&M
    QT_TRANSLATE_NOOP(
        "game",
        "Once all privates are sold, its holder may trade it for one ordinary "
        "share of any company, from the offering, a treasury or the pool; the "
        "private then closes. Never sold to a company.",
    ),
    # 18MW RI
    QT_TRANSLATE_NOOP(
        "game",
        "Its holder receives half of every river cost any company pays.",
    ),
    # 18MW CFHC
    QT_TRANSLATE_NOOP(
        "game",
        "Chicago counts double on every route of the company that owns it, "
        "until the first 6-train (also after the private closes).",
    ),
    # 18MW M&O
    QT_TRANSLATE_NOOP(
        "game",
        "Comes with a 10% share of the GM&O. As president of a company buying "
        "trains, its holder may trade it for one train from the bank, free; the"
        " private then closes. Never sold to a company.",
    ),
    # 18MW status towns_convertible
    QT_TRANSLATE_NOOP(
        "game",
        "Towns become cities or track",
    ),
    # 18MW status mergers_allowed
    QT_TRANSLATE_NOOP(
        "game",
        "Mergers",
    ),
    # 18MW game end
    QT_TRANSLATE_NOOP(
        "game",
        "The set of operating rounds under way is played out; after a stock "
        "round, the next set.",
    ),
    # 18MW train limit
    QT_TRANSLATE_NOOP(
        "game",
        "system",
    ),
)
