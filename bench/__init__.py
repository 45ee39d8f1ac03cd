"""Throughput and latency harness: ``python -m bench.run`` (``make bench``); see bench/README.md."""
