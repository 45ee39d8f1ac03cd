"""Prometheus text metrics, counted in this process (label ``pid`` tells processes apart)."""

import os
import threading
from collections import defaultdict

BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)


class Metrics:
    def __init__(self):
        self._lock = threading.Lock()
        self.requests = defaultdict(int)  # (method, route, status) -> count
        self.latency = defaultdict(lambda: [0] * (len(BUCKETS) + 1))  # route -> bucket counts
        self.latency_sum = defaultdict(float)
        self.jobs = defaultdict(int)  # outcome -> count (worker only)

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        with self._lock:
            self.requests[(method, route, status)] += 1
            buckets = self.latency[route]
            for i, bound in enumerate(BUCKETS):
                if seconds <= bound:
                    buckets[i] += 1
            buckets[-1] += 1
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
                for bound, count in zip(BUCKETS, buckets):
                    lines.append(f'starport_http_request_seconds_bucket{{pid="{pid}",route="{route}",le="{bound}"}} {count}')
                lines.append(f'starport_http_request_seconds_bucket{{pid="{pid}",route="{route}",le="+Inf"}} {buckets[-1]}')
                lines.append(f'starport_http_request_seconds_sum{{pid="{pid}",route="{route}"}} {self.latency_sum[route]:.6f}')
                lines.append(f'starport_http_request_seconds_count{{pid="{pid}",route="{route}"}} {buckets[-1]}')
        return "\n".join(lines) + "\n"
