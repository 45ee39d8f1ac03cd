"""What the service tells its operators: JSON log lines (``logs``) and Prometheus metrics counted
across gunicorn's workers (``metrics``).

Owns: the metrics' multiprocess directory. May import: ``service.store`` (metrics count games by status).
"""
