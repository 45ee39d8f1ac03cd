"""Throughput and latency harness: ``python -m bench.run`` (``make bench``); see README.md."""
