"""The text of the invented sample scenario (see :mod:`ludoteca.pax.scenarios`).

It is kept as a Python string so that it ships inside every install of the package, wheels
included; ``ludoteca pax sample FILE`` writes it out as a TOML file.
"""

TEXT = '''\
# INVENTED SAMPLE DATA for tests and demos. This is NOT the map, the cards or the numbers of
# Pax Hispanica: every zone, card name and value below was made up by the Ludoteca project.
# Owners of the game write their own scenario with the real values (docs/pax-scenarios.md).

[scenario]
title = "Sample: Isla Verde (invented)"
sample = true
label = "INVENTED SAMPLE DATA - not the real map, cards or numbers of Pax Hispanica"
seed = 2024

[year]
number = 1
phase = "goods"           # goods (D1), auction (D2), play (D3), navigation (D4)
step = "player_order"     # the next Goods Year step; "done" once the income is paid
turn = ""                 # Play Year only: whose play turn it is
order = ["Alice", "Bruno", "Chiara"]

[fund]
money = 4

[values]
auction_deck = "Main"
refuge_deck = "Refuge"
galleon_capacity = 2
hire_cost = 1

# How each Flagship Legality loads Treasure, and what a Treasure scores in Europe (invented).
[treasure.PILLAGE]
method = "loot"
cost = 0
claims = 0
score = 1

[treasure.SMUGGLER]
method = "bribe"
cost = 1
claims = 0
score = 2

[treasure.CONQUISTADOR]
method = "export"
cost = 0
claims = 0
score = 3

[treasure.PRIVATEER]
method = "crown_claims"
cost = 0
claims = 1
score = 1

[[player]]
name = "Alice"
nation = "Spanish"
money = 5
hand_limit = 3
income = 2
flagship = "CONQUISTADOR"
hand = ["Cacao Traders", "Hidden Cove"]

[[player]]
name = "Bruno"
nation = "English"
money = 3
hand_limit = 3
income = 1
flagship = "PRIVATEER"
hand = ["Broadside"]

[[player]]
name = "Chiara"
nation = "Dutch"
money = 0
hand_limit = 2
income = 2
flagship = "SMUGGLER"
hand = ["Tobacco Fair", "Musket Drill"]

[[card]]
name = "Cacao Traders"
kind = "Market"

[[card]]
name = "Tobacco Fair"
kind = "Market"

[[card]]
name = "Indigo Dyers"
kind = "Market"

[[card]]
name = "Salt Pans"
kind = "Market"

[[card]]
name = "Hidden Cove"
kind = "Refuge"

[[card]]
name = "Maroon Camp"
kind = "Refuge"

[[card]]
name = "Mission Shelter"
kind = "Refuge"

[[card]]
name = "Broadside"
kind = "Battle"

[[card]]
name = "Musket Drill"
kind = "Battle"

[[card]]
name = "Ambush at Dawn"
kind = "Battle"

[[deck]]
name = "Main"
cards = ["Indigo Dyers", "Ambush at Dawn", "Salt Pans"]   # top first: face up, then hidden
discard = []

[[deck]]
name = "Refuge"
cards = ["Maroon Camp", "Mission Shelter"]
discard = []

[[land]]
name = "Isla Verde"
rebel = false
rebels = 0
treasure = 2

[[land.tribal_site]]
id = "verde-tribe"
wild = false
natives = 2

[[land.cathedral]]
id = "verde-cathedral"
active = false            # used last year: the Goods Year reactivates it
citizens = 1

[[land.colony]]
id = "verde-1"
owner = "Alice"
fort = true
labor = "citizen"

[[land.colony]]
id = "verde-2"
owner = "Alice"
fort = false
labor = ""

[[land.colony]]
id = "verde-3"
owner = "Bruno"
fort = false
labor = ""

[[land.colony]]
id = "verde-4"
owner = "Chiara"
fort = false
labor = "citizen"

[[land]]
name = "Costa Roja"
rebel = true
rebels = 2
treasure = 1

[[land.tribal_site]]
id = "roja-tribe"
wild = false
natives = 1

[[land.colony]]
id = "roja-1"
owner = "Bruno"
fort = false
labor = ""

[[land]]
name = "Sierra Alta"
rebel = false
rebels = 0
treasure = 0

[[land.tribal_site]]
id = "alta-tribe"
wild = true
natives = 3
defence = 1

[[land.visit]]
id = "alta-visit"
natives = 1

[[land.colony]]
id = "alta-1"
owner = "Chiara"
fort = false
labor = ""

[[land]]
name = "Puerto Viejo"
rebel = false
rebels = 0
treasure = 0

[[land.cathedral]]
id = "viejo-cathedral"
active = true
citizens = 3

[[sea]]
name = "Mar Sereno"
borders = ["Isla Verde", "Costa Roja"]

[[sea]]
name = "Canal Hondo"
borders = ["Sierra Alta", "Isla Verde"]

[[sea]]
name = "Aguas de Europa"
borders = ["Puerto Viejo"]
europe = true

[[galleon]]
id = "alice-g1"
owner = "Alice"
sea = "Mar Sereno"
cargo = []

[[galleon]]
id = "bruno-g1"
owner = "Bruno"
sea = "Mar Sereno"
cargo = ["citizen"]

[[galleon]]
id = "bruno-g2"
owner = "Bruno"
sea = "Canal Hondo"
cargo = []

[[galleon]]
id = "chiara-g1"
owner = "Chiara"
sea = "Aguas de Europa"
cargo = ["treasure"]
'''
