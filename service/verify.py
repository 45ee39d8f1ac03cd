"""``python -m service.verify``: check a finished game's public record (``service.archive.verify``),
under the name the API's documentation and the records' own docs give the command."""

import sys

from service.archive.verify import main

if __name__ == "__main__":
    sys.exit(main())
