"""Prometheus text metrics, counted in this process (label ``pid`` tells processes apart)."""

import os
import threading
from bisect import bisect_left
from collections import defaultdict

BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)


class Metrics:
    def __init__(self):
        self._lock = threading.Lock()
        self.requests = defaultdict(int)  # (method, route, status) -> count
        # route -> requests per bucket: [i] took at most BUCKETS[i] and more than the bound
        # before it; the last, longer than every bound. Cumulated (Prometheus' le) when rendered.
        self.latency = defaultdict(lambda: [0] * (len(BUCKETS) + 1))
        self.latency_sum = defaultdict(float)
        self.jobs = defaultdict(int)  # outcome -> count (worker only)

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        bucket = bisect_left(BUCKETS, seconds)
        with self._lock:
            self.requests[(method, route, status)] += 1
            self.latency[route][bucket] += 1
            self.latency_sum[route] += seconds

    def render(self) -> str:
        pid = os.getpid()
        lines = [
            "# HELP starport_http_requests_total HTTP requests answered, by route and status.",
            "# TYPE starport_http_requests_total counter",
        ]
        with self._lock:
            for (method, route, status), count in sorted(self.requests.items()):
                lines.append(f'starport_http_requests_total{{pid="{pid}",method="{method}",'
                             f'route="{route}",status="{status}"}} {count}')
            lines += [
                "# HELP starport_http_request_seconds Time to answer, by route.",
                "# TYPE starport_http_request_seconds histogram",
            ]
            for route, buckets in sorted(self.latency.items()):
                seen = 0
                for bound, count in zip(BUCKETS, buckets):
                    seen += count
                    lines.append(f'starport_http_request_seconds_bucket{{pid="{pid}",route="{route}",le="{bound}"}} {seen}')
                seen += buckets[-1]
                lines.append(f'starport_http_request_seconds_bucket{{pid="{pid}",route="{route}",le="+Inf"}} {seen}')
                lines.append(f'starport_http_request_seconds_sum{{pid="{pid}",route="{route}"}} {self.latency_sum[route]:.6f}')
                lines.append(f'starport_http_request_seconds_count{{pid="{pid}",route="{route}"}} {seen}')
        return "\n".join(lines) + "\n"
