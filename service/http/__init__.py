"""The door: flask-smorest adjusted for problem+json (``api``), what an operation documents
(``contract``), the rate limits (``limits``), the origin check (``origins``), reading a request
(``requests``), JSON on the wire (``wire``), the spec's shared parts and examples
(``openapi_parts``, ``examples``).

Owns: the rate limits' counters. May import: ``service.games`` (the façade) and everything below it.
"""
