"""A WSGI app that answers with its process id: which gunicorn worker served a connection."""

import os


def app(environ, start_response):
    body = str(os.getpid()).encode()
    start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", str(len(body)))])
    return [body]
