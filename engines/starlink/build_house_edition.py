"""Writes data.json, the Starlink house edition: the star field, the lens, the 100 cards and a
sketch of each word for the bots.

Run once (``python -m engines.starlink.build_house_edition``); the output is committed and the
engine only ever reads the JSON. The star field comes from the project's own deterministic
generator with a fixed seed, so rerunning writes the same file.
"""

import json
from pathlib import Path

from engines.contract import Rng

FIELD_SEED = 1609  # Galileo's first telescope
WIDTH, HEIGHT, MARGIN = 100, 70, 2
STAR_COUNT, BRIGHT_COUNT, MIN_DISTANCE = 80, 25, 5
LENS_RADIUS = 15

# (value, first word with aliases, second word with aliases): concrete, drawable nouns. A guess
# may drop one trailing "s"/"es", the word never does: so a plural or singular that is a fair
# answer but is not the word plus "s"/"es" ("grape" for grapes, "mice", "ponies") is an alias.
CARDS = [
    (1, ("cat", "kitten"), ("rocket", "spaceship")),
    (1, ("dog", "puppy", "puppies"), ("house", "home")),
    (1, ("fish",), ("boat", "sailboat")),
    (1, ("bird",), ("tree",)),
    (1, ("horse", "pony", "ponies"), ("car", "automobile")),
    (1, ("snake", "serpent"), ("bridge",)),
    (1, ("elephant",), ("umbrella",)),
    (1, ("giraffe",), ("guitar",)),
    (1, ("rabbit", "bunny", "bunnies"), ("castle",)),
    (1, ("turtle", "tortoise"), ("key",)),
    (1, ("butterfly", "butterflies"), ("airplane", "plane", "aeroplane")),
    (1, ("spider",), ("lighthouse",)),
    (1, ("whale",), ("crown",)),
    (1, ("penguin",), ("bicycle", "bike")),
    (1, ("owl",), ("anchor",)),
    (1, ("frog", "toad"), ("mountain",)),
    (1, ("duck",), ("flower",)),
    (1, ("crab",), ("sword",)),
    (1, ("octopus", "octopi"), ("kite",)),
    (1, ("snail",), ("ladder",)),
    (1, ("lion",), ("train",)),
    (1, ("bear",), ("tent",)),
    (1, ("mouse", "mice"), ("hammer",)),
    (1, ("camel",), ("pyramid",)),
    (1, ("dolphin",), ("chair",)),
    (1, ("kangaroo",), ("table",)),
    (1, ("dragon",), ("clock",)),
    (1, ("unicorn",), ("bottle",)),
    (1, ("bat",), ("cup", "mug")),
    (1, ("deer", "stag"), ("lamp",)),
    (1, ("fox",), ("glasses", "spectacles")),
    (1, ("shark",), ("hat",)),
    (1, ("cow",), ("shoe",)),
    (1, ("pig",), ("sock",)),
    (1, ("sheep", "lamb"), ("scissors",)),
    (1, ("chicken", "hen"), ("fork",)),
    (1, ("rooster",), ("spoon",)),
    (1, ("goat",), ("knife", "knives")),
    (1, ("squirrel",), ("pencil",)),
    (1, ("bee",), ("book",)),
    (2, ("ant",), ("candle",)),
    (2, ("ladybug", "ladybird"), ("bell",)),
    (2, ("jellyfish",), ("drum",)),
    (2, ("seahorse",), ("violin", "fiddle")),
    (2, ("starfish",), ("trumpet",)),
    (2, ("swan",), ("piano",)),
    (2, ("parrot",), ("television", "tv")),
    (2, ("peacock",), ("telephone", "phone")),
    (2, ("flamingo",), ("computer", "laptop")),
    (2, ("crocodile", "alligator"), ("robot",)),
    (2, ("monkey", "ape"), ("astronaut", "spaceman", "spacemen")),
    (2, ("zebra",), ("firefighter", "fireman", "firemen")),
    (2, ("tiger",), ("doctor",)),
    (2, ("wolf", "wolves"), ("farmer",)),
    (2, ("hedgehog",), ("chef", "cook")),
    (2, ("beaver",), ("pilot",)),
    (2, ("moose",), ("painter", "artist")),
    (2, ("gorilla",), ("fisherman", "fishermen", "angler")),
    (2, ("koala",), ("sailor",)),
    (2, ("panda",), ("king",)),
    (2, ("windmill",), ("queen",)),
    (2, ("volcano",), ("pirate",)),
    (2, ("island",), ("knight",)),
    (2, ("beach",), ("wizard", "magician")),
    (2, ("desert",), ("clown",)),
    (2, ("river",), ("teacher",)),
    (2, ("waterfall",), ("dancer",)),
    (2, ("forest", "woods", "wood"), ("juggler",)),
    (2, ("cave",), ("diver",)),
    (2, ("igloo",), ("skier",)),
    (2, ("church",), ("archer",)),
    (2, ("tower",), ("surfer",)),
    (2, ("city", "cities"), ("mermaid",)),
    (2, ("farm",), ("ghost",)),
    (2, ("garden",), ("witch",)),
    (3, ("moon",), ("angel",)),
    (3, ("sun",), ("giant",)),
    (3, ("comet",), ("skeleton",)),
    (3, ("rainbow",), ("snowman", "snowmen")),
    (3, ("cloud",), ("scarecrow",)),
    (3, ("lightning", "thunderbolt"), ("balloon",)),
    (3, ("tornado",), ("parachute",)),
    (3, ("planet",), ("helicopter",)),
    (3, ("telescope",), ("submarine",)),
    (3, ("cactus", "cacti"), ("tractor",)),
    (3, ("mushroom",), ("truck", "lorry", "lorries")),
    (3, ("apple",), ("bus",)),
    (3, ("banana",), ("motorcycle", "motorbike")),
    (3, ("pear",), ("skateboard",)),
    (3, ("cherry", "cherries"), ("sled", "sleigh", "sledge")),
    (3, ("carrot",), ("canoe", "kayak")),
    (3, ("pineapple",), ("bucket", "pail")),
    (3, ("strawberry", "strawberries"), ("shovel", "spade")),
    (3, ("grapes", "grape"), ("broom",)),
    (3, ("lemon",), ("axe", "ax")),
    (3, ("pizza",), ("kettle", "teapot")),
    (3, ("cake",), ("fan",)),
    (3, ("ice cream", "icecream"), ("hourglass", "sand timer")),
    (3, ("sandwich",), ("compass",)),
    (3, ("egg",), ("heart",)),
]


# A drawable sketch per word, the bots' picture of it (engines/starlink/sketches.py): strokes on a
# 10 × 10 grid, x to the right and y down as on the board, each point written "xy", strokes split
# by "/". A few strokes through at most 10 points, so it can be drawn on the stars in a turn.
SKETCHES = {
    "cat": "18 11 33 63 81 88 18",
    "rocket": "47 42 50 62 67 47 / 47 39 / 67 79",
    "dog": "02 22 25 85 88 / 25 28 / 85 93",
    "house": "19 15 50 95 99 19 / 15 95",
    "fish": "25 53 85 57 25 / 25 03 07 25",
    "boat": "16 96 78 38 16 / 56 51 86 56",
    "bird": "04 32 55 72 94",
    "tree": "49 46 / 16 40 86 16",
    "horse": "02 20 36 86 89 / 36 39 / 86 97",
    "car": "16 14 33 63 84 96 16",
    "snake": "05 23 45 63 85 94",
    "bridge": "07 97 / 17 34 64 87",
    "elephant": "18 12 51 73 78 / 73 97",
    "umbrella": "04 40 84 04 / 44 48 38",
    "giraffe": "29 25 75 79 / 75 80 90",
    "guitar": "59 37 55 77 59 / 55 50",
    "rabbit": "49 36 56 49 / 36 30 / 56 60",
    "castle": "19 13 33 35 65 63 83 89 19",
    "turtle": "17 35 65 87 17 / 87 96",
    "key": "13 33 35 15 13 / 34 94 96",
    "butterfly": "50 59 / 55 11 19 55 91 99 55",
    "airplane": "50 59 / 14 94 / 38 68",
    "spider": "00 99 / 09 90 / 04 94",
    "lighthouse": "39 42 62 79 39 / 42 50 62",
    "whale": "16 33 63 86 16 / 86 93 / 86 99",
    "crown": "18 12 35 50 75 92 98 18",
    "penguin": "49 32 50 72 49 / 32 25 / 72 85",
    "bicycle": "18 44 88 18 / 44 42 / 88 71",
    "owl": "59 21 33 63 81 59",
    "anchor": "51 59 / 33 73 / 16 59 96",
    "frog": "07 22 43 63 82 97 07",
    "mountain": "09 43 56 72 99 09",
    "duck": "03 22 35 95 78 28 35",
    "flower": "59 55 31 71 55 / 57 77",
    "crab": "16 34 64 86 16 / 34 11 / 64 81",
    "sword": "50 56 / 26 76 / 56 59",
    "octopus": "34 50 74 34 / 34 19 / 54 59 / 74 99",
    "kite": "50 25 57 75 50 / 57 49 69",
    "snail": "08 98 / 68 63 33 36 56",
    "ladder": "20 29 / 70 79 / 23 73 / 26 76",
    "lion": "13 31 53 35 13 / 35 85 88 / 35 38",
    "train": "17 13 43 45 95 97 17",
    "bear": "19 14 31 61 84 89 19 / 31 20",
    "tent": "09 50 99 09 / 50 59",
    "mouse": "86 63 23 06 86 / 06 00",
    "hammer": "52 59 / 22 82 83 23 22",
    "camel": "08 25 43 55 73 95 / 25 28 / 95 98",
    "pyramid": "09 50 99 09 / 50 79 99",
    "dolphin": "06 43 86 58 06 / 43 51",
    "chair": "20 25 75 79 / 25 29",
    "kangaroo": "21 34 58 99 / 58 49 / 34 15",
    "table": "14 94 / 14 19 / 94 99",
    "dragon": "08 34 52 64 78 96 / 34 21 / 64 81",
    "clock": "50 95 59 05 50 / 55 52 / 55 75",
    "unicorn": "03 22 35 85 88 / 35 38 / 22 30",
    "bottle": "39 34 42 40 60 62 74 79 39",
    "bat": "05 32 54 72 95 67 54 27 05",
    "cup": "22 29 69 62 / 64 84 86 67",
    "deer": "14 35 85 88 / 35 38 / 14 01 / 14 22",
    "lamp": "30 70 84 14 30 / 44 49 / 29 69",
    "fox": "10 35 60 85 / 35 59 85",
    "glasses": "04 24 26 06 04 / 24 64 / 64 84 86 66 64",
    "shark": "08 55 58 99 08 / 55 72",
    "hat": "07 97 / 27 22 72 77",
    "cow": "23 04 25 85 88 / 25 28 / 85 94",
    "shoe": "30 37 97 95 55 50 30",
    "pig": "15 34 74 85 75 35 15 / 85 95",
    "sock": "40 80 76 48 08 05 45 40",
    "sheep": "24 44 65 85 65 44 24 / 45 48 / 65 68",
    "scissors": "09 90 / 00 99 / 09 18",
    "chicken": "16 23 32 43 66 88 28 16",
    "fork": "50 59 / 20 23 73 70 / 43 40",
    "rooster": "16 22 31 42 66 92 88 28 16",
    "spoon": "52 30 53 72 52 / 53 59",
    "goat": "13 34 84 88 / 34 38 / 13 30 / 13 15",
    "knife": "50 56 70 50 / 56 59",
    "squirrel": "29 79 64 41 20 / 64 73",
    "pencil": "19 28 91 82 19 / 82 71",
    "bee": "25 75 / 52 58 / 23 27 / 73 77",
    "book": "18 51 98 / 18 11 51 / 98 91 51",
    "ant": "14 34 54 74 94 / 34 38 / 74 78",
    "candle": "39 34 64 69 39 / 54 52",
    "ladybug": "46 92 99 19 12 46 / 46 49",
    "bell": "50 32 18 98 72 50 / 48 49",
    "jellyfish": "15 50 95 15 / 35 39 / 65 69",
    "drum": "14 94 98 18 14 / 30 54 / 70 54",
    "seahorse": "31 50 53 46 68 59 / 31 22",
    "violin": "50 54 / 28 44 64 88 28",
    "starfish": "50 63 97 56 19 43 50",
    "trumpet": "14 74 96 92 74 / 34 32",
    "swan": "24 22 41 45 95 78 18 45",
    "piano": "13 93 96 16 13 / 33 36 / 53 56 / 73 76",
    "parrot": "43 61 73 57 48 58 / 43 57",
    "television": "14 94 98 18 14 / 30 54 70",
    "peacock": "59 54 / 54 00 / 54 30 / 54 60 / 54 90",
    "telephone": "13 33 34 64 63 83 88 18 13",
    "flamingo": "53 51 73 / 53 46 66 46 / 46 49",
    "computer": "12 82 86 16 12 / 46 48 / 08 98",
    "crocodile": "05 44 84 97 65 05 / 24 26",
    "robot": "32 62 64 34 32 / 15 85 89 19 15 / 50 52",
    "monkey": "11 33 63 81 / 33 36 66 63 / 36 39",
    "astronaut": "33 63 64 34 33 / 15 85 / 49 44 / 59 54",
    "zebra": "23 04 25 85 88 / 25 28 / 45 47 / 65 67",
    "firefighter": "18 14 54 58 18 / 54 80 / 30 12",
    "tiger": "13 35 85 88 / 35 38 / 45 43 / 65 63",
    "doctor": "40 60 62 42 40 / 51 59 / 35 75",
    "wolf": "10 24 53 80 / 24 48 53",
    "farmer": "41 61 / 22 82 / 51 56 38 / 56 78",
    "hedgehog": "08 32 23 42 33 52 43 62 88 08",
    "chef": "32 22 41 61 82 72 32 / 35 75",
    "beaver": "16 34 64 76 56 16 / 76 98 89 76",
    "pilot": "43 63 65 45 43 / 04 94 / 52 59",
    "moose": "14 35 85 88 / 35 38 / 14 02 22 / 14 24",
    "painter": "19 49 / 29 20 / 20 42 32",
    "gorilla": "31 21 35 55 71 61 31 / 35 39 / 55 59",
    "fisherman": "39 34 / 34 91 / 91 97 87",
    "koala": "14 21 42 62 81 94 78 18 14",
    "sailor": "50 61 72 50 / 55 85 / 55 59",
    "panda": "26 42 62 86 68 48 26 / 42 30 / 62 70",
    "king": "12 23 40 63 82 88 18 12",
    "windmill": "49 55 69 / 55 10 / 55 90 / 55 19 / 55 99",
    "queen": "13 32 50 72 93 88 18 13",
    "volcano": "09 33 63 99 / 33 41 / 63 51",
    "pirate": "15 95 / 35 52 75 / 52 58",
    "island": "08 98 / 48 53 / 53 22 / 53 84",
    "knight": "59 51 / 32 72 / 14 51 94",
    "beach": "08 28 56 96 / 71 72 / 52 92",
    "wizard": "09 50 99 09 / 20 80",
    "desert": "08 43 67 / 37 72 98",
    "clown": "35 50 75 35 / 25 85 / 28 58 88",
    "river": "00 23 45 66 99 / 30 53 65 89",
    "teacher": "10 90 94 14 10 / 57 96 / 38 46",
    "waterfall": "00 60 62 / 62 69 / 82 89",
    "dancer": "50 54 / 31 52 71 / 54 28 / 54 97",
    "forest": "09 30 59 / 39 60 89 / 69 80 99",
    "juggler": "57 59 / 14 35 / 94 75 / 52 54",
    "cave": "09 03 31 71 94 99 / 39 36 66 69",
    "diver": "05 35 95 / 35 22 / 95 87 / 95 83",
    "igloo": "09 13 31 71 93 99 09 / 49 46 66 69",
    "skier": "18 98 / 38 53 65 / 53 70",
    "church": "29 24 52 74 79 29 / 52 50 / 41 61",
    "archer": "19 50 99 / 30 70 / 50 59",
    "tower": "39 31 71 79 39 / 31 20 / 71 80",
    "surfer": "08 87 / 37 54 72 / 54 51",
    "city": "09 03 23 26 45 41 61 64 84 89",
    "mermaid": "51 44 36 58 99 88 / 36 17",
    "farm": "19 14 51 94 99 19 / 44 49 69 64",
    "ghost": "09 01 41 81 89 67 49 27 09",
    "garden": "09 99 / 29 25 / 49 45 / 69 65 / 89 85",
    "witch": "09 40 79 09 / 50 95",
    "moon": "20 70 95 79 29 62 20",
    "angel": "53 59 / 53 21 14 / 53 81 94",
    "sun": "44 64 66 46 44 / 20 44 / 80 64 / 28 46 / 88 66",
    "giant": "41 61 / 51 59 / 23 51 83",
    "comet": "78 97 88 78 / 78 11 / 87 21",
    "skeleton": "41 61 63 43 41 / 53 57 / 33 75 / 29 57 79",
    "rainbow": "09 02 50 92 99 / 29 25 54 85 89",
    "snowman": "51 35 75 51 / 35 19 99 75",
    "cloud": "16 23 31 53 72 86 16",
    "scarecrow": "50 59 / 13 93 / 31 71",
    "lightning": "60 26 64 29",
    "balloon": "50 23 45 63 50 / 45 49",
    "tornado": "01 91 / 14 74 / 27 57 / 39 49",
    "parachute": "25 10 90 75 25 / 25 58 75",
    "planet": "33 63 66 36 33 / 05 95",
    "helicopter": "02 92 / 52 54 / 24 74 76 26 24 / 75 95",
    "telescope": "12 76 87 23 12 / 58 49 / 58 69",
    "submarine": "06 04 94 96 06 / 44 41 51",
    "cactus": "59 51 / 54 24 22 / 55 85 83",
    "tractor": "18 14 44 45 85 88 18 / 44 41",
    "mushroom": "05 30 70 95 05 / 35 39 69 65",
    "truck": "18 12 62 65 95 98 18",
    "apple": "31 13 17 39 79 97 93 71 31 / 51 40",
    "bus": "13 93 98 18 13 / 15 95",
    "banana": "10 06 38 79 97 66 34 10",
    "motorcycle": "18 55 98 / 55 73 / 34 55",
    "pear": "40 23 08 59 98 83 60 40",
    "skateboard": "05 15 94 85 / 27 77",
    "cherry": "28 38 / 28 60 88 / 60 40",
    "sled": "05 85 95 93 / 25 28 / 65 68 / 08 88",
    "carrot": "10 99 31 10 / 10 01 / 10 00",
    "canoe": "03 28 78 93 03",
    "pineapple": "49 27 45 67 49 / 45 40 / 45 31 / 45 51",
    "bucket": "13 93 77 27 13 / 13 50 93",
    "strawberry": "12 92 59 12 / 32 50 72",
    "shovel": "50 55 / 55 37 59 77 55 / 40 60",
    "grapes": "22 82 55 22 / 52 50 / 33 73",
    "broom": "90 46 / 46 27 19 / 46 29 / 46 39",
    "lemon": "05 32 72 95 78 38 05",
    "axe": "50 59 / 51 81 84 54",
    "pizza": "09 50 99 09 / 35 65",
    "kettle": "29 24 44 46 66 69 29 / 24 36 / 66 84",
    "cake": "09 99 95 05 09 / 05 03 43 45",
    "fan": "59 50 / 50 14 35 50 / 50 94 75 50",
    "ice cream": "20 80 59 20 / 20 41 60 80",
    "hourglass": "00 90 09 99 00",
    "sandwich": "03 93 / 05 95 / 07 97 / 03 07",
    "compass": "50 53 95 57 59 35 50 / 35 53",
    "egg": "50 23 17 49 79 63 50",
    "heart": "52 30 13 59 93 70 52",
}


def sketch(text: str) -> list[list[list[int]]]:
    return [[[int(p[0]), int(p[1])] for p in stroke.split()] for stroke in text.split("/")]


def star_field() -> list[dict]:
    rng = Rng(FIELD_SEED)
    points: list[tuple[int, int]] = []
    while len(points) < STAR_COUNT:
        x = MARGIN + rng.below(WIDTH - 2 * MARGIN + 1)
        y = MARGIN + rng.below(HEIGHT - 2 * MARGIN + 1)
        if all((x - px) ** 2 + (y - py) ** 2 >= MIN_DISTANCE ** 2 for px, py in points):
            points.append((x, y))
    points.sort(key=lambda p: (p[1], p[0]))  # ids read top to bottom, left to right
    ids = list(range(STAR_COUNT))
    rng.shuffle(ids)
    bright = set(ids[:BRIGHT_COUNT])
    return [{"id": i, "x": x, "y": y, "bright": i in bright} for i, (x, y) in enumerate(points)]


def word(entry: tuple) -> dict:
    return {"word": entry[0], "aliases": list(entry[1:])}


def house_edition() -> dict:
    return {
        "edition": "house edition",
        "note": "Starport's own Starlink components, not the publisher's: star field, lens, cards.",
        "board": {"width": WIDTH, "height": HEIGHT, "min_distance": MIN_DISTANCE},
        "lens_radius": LENS_RADIUS,
        "stars": star_field(),
        "cards": [
            {"id": i, "value": value, "words": [word(first), word(second)]}
            for i, (value, first, second) in enumerate(CARDS)
        ],
        "sketches": {name: sketch(text) for name, text in SKETCHES.items()},
    }


def to_json(edition: dict) -> str:
    """Indented, but one star and one card per line so the file reads as a table."""
    def row(item):
        return "  " + json.dumps(item, ensure_ascii=False)

    head = {k: v for k, v in edition.items() if k not in ("stars", "cards", "sketches")}
    lines = ["{"] + [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    lines += [' "stars": ['] + [row(s) + "," for s in edition["stars"]]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" ],", ' "cards": ['] + [row(c) + "," for c in edition["cards"]]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" ],", ' "sketches": {']
    lines += [f"  {json.dumps(name)}: {json.dumps(strokes)}," for name, strokes in edition["sketches"].items()]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" }", "}"]
    assert json.loads("\n".join(lines)) == edition
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    path = Path(__file__).with_name("data.json")
    path.write_text(to_json(house_edition()))
    print(f"wrote {path}")
