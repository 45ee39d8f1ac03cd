"""``starport-bot URL KEY CONFIG``: play on a Starport server with an engine of your own."""

from __future__ import annotations

import argparse
import logging
import os
import sys

from .config import ConfigError, load
from .deciding import EngineError
from .runner import Runner


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="starport-bot", description=__doc__.split(": ", 1)[1])
    parser.add_argument("url", help="the server, e.g. http://127.0.0.1:8000")
    parser.add_argument("key", help="a token of the player with the play and challenge scopes (POST "
                                    "/v1/players/me/tokens), or its key; '-' reads it from $STARPORT_KEY")
    parser.add_argument("config", help="the config file, TOML or JSON (docs/bots.md)")
    parser.add_argument("-v", "--verbose", action="store_true", help="log every request's retries too")
    args = parser.parse_args(argv)
    logging.basicConfig(format="%(asctime)s starport-bot %(message)s", level=logging.INFO, stream=sys.stderr)
    logging.getLogger("httpx").setLevel(logging.INFO if args.verbose else logging.WARNING)
    key = os.environ.get("STARPORT_KEY", "") if args.key == "-" else args.key
    if "." not in key:
        parser.error("a player token looks like <player id>.<token id>.<secret> (a key: <player id>.<secret>)")
    try:
        config = load(args.config)
        runner = Runner(args.url, key, config)
    except (ConfigError, EngineError, OSError) as error:
        print(f"starport-bot: {error}", file=sys.stderr)
        return 2
    return runner.run()


if __name__ == "__main__":
    sys.exit(main())
