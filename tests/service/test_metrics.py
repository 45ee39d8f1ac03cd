"""/metrics: Prometheus text, counted in this process."""

import re

from service.metrics import BUCKETS, Metrics


def test_latency_buckets_are_cumulative_as_prometheus_reads_them():
    metrics = Metrics()
    for seconds in (0.001, 0.005, 0.0051, 0.3, 31.0):
        metrics.observe("POST", "/r", 200, seconds)
    text = metrics.render()
    le = dict(re.findall(r'starport_http_request_seconds_bucket\{pid="\d+",route="/r",le="([^"]+)"\} (\d+)', text))
    assert [int(le[str(b)]) for b in BUCKETS] == [2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4]
    assert le["+Inf"] == "5"
    assert re.search(r'starport_http_request_seconds_count\{pid="\d+",route="/r"\} 5', text)
    assert re.search(r'starport_http_request_seconds_sum\{pid="\d+",route="/r"\} 31\.3111', text)
    assert re.search(r'starport_http_requests_total\{pid="\d+",method="POST",route="/r",status="200"\} 5', text)


def test_every_answered_request_is_counted_by_route_and_status(client):
    client.get("/healthz")
    client.post("/v1/starshower/games/nope/actions", json={"type": "call", "side": "heads"})
    text = client.get("/metrics").get_data(as_text=True)
    assert re.search(r'method="GET",route="/healthz",status="200"\} [1-9]', text)
    assert re.search(r'method="POST",route="/v1/starshower/games/<game_id>/actions",status="404"\} [1-9]', text)
    assert re.search(r'route="/healthz",le="\+Inf"\} [1-9]', text)
