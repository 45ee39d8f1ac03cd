"""Writes data.json, the Starlink house edition: the star field, the lens and the 100 cards.

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
    }


def to_json(edition: dict) -> str:
    """Indented, but one star and one card per line so the file reads as a table."""
    def row(item):
        return "  " + json.dumps(item, ensure_ascii=False)

    head = {k: v for k, v in edition.items() if k not in ("stars", "cards")}
    lines = ["{"] + [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    lines += [' "stars": ['] + [row(s) + "," for s in edition["stars"]]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" ],", ' "cards": ['] + [row(c) + "," for c in edition["cards"]]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" ]", "}"]
    assert json.loads("\n".join(lines)) == edition
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    path = Path(__file__).with_name("data.json")
    path.write_text(to_json(house_edition()))
    print(f"wrote {path}")
