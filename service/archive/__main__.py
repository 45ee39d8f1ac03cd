"""``python -m service.archive``: the archive's command line (``service.archive.cli``)."""

import sys

from service.archive.cli import main

sys.exit(main(sys.argv[1:]))
