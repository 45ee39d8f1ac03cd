from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    from_: str,
    to: str,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    chat: bool | Unset = True,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["from"] = from_

    params["to"] = to

    params["after"] = after

    params["limit"] = limit

    params["chat"] = chat


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/starshower/records",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem:
    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str,
    to: str,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    chat: bool | Unset = True,

) -> Response[Problem]:
    """ The archive's records of games that ended in a span (NDJSON)

     One spectator's record (as /record answers it) a line, oldest first by end, of the games of this
    title that ended in [from, to) — ISO 8601 dates (UTC midnight) or dates and times. At most limit
    records a request, and no more once about 2 MiB are sent; one export at a time per address (a second
    at once: 429 with Retry-After), and each 64 KiB sent counts as one more read in the address's read
    rate. The last line is always {"next": cursor} — pass it as ?after= with the same span for the next
    page — or {"next": null} at the end. Streamed as it is read: the archive's games only (archived
    seconds after they end). The CLI's python -m service.archive dump exports a month on the server.

    Args:
        from_ (str):
        to (str):
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        chat (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
     """


    kwargs = _get_kwargs(
        from_=from_,
to=to,
after=after,
limit=limit,
chat=chat,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    from_: str,
    to: str,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    chat: bool | Unset = True,

) -> Problem | None:
    """ The archive's records of games that ended in a span (NDJSON)

     One spectator's record (as /record answers it) a line, oldest first by end, of the games of this
    title that ended in [from, to) — ISO 8601 dates (UTC midnight) or dates and times. At most limit
    records a request, and no more once about 2 MiB are sent; one export at a time per address (a second
    at once: 429 with Retry-After), and each 64 KiB sent counts as one more read in the address's read
    rate. The last line is always {"next": cursor} — pass it as ?after= with the same span for the next
    page — or {"next": null} at the end. Streamed as it is read: the archive's games only (archived
    seconds after they end). The CLI's python -m service.archive dump exports a month on the server.

    Args:
        from_ (str):
        to (str):
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        chat (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
     """


    return sync_detailed(
        client=client,
from_=from_,
to=to,
after=after,
limit=limit,
chat=chat,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str,
    to: str,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    chat: bool | Unset = True,

) -> Response[Problem]:
    """ The archive's records of games that ended in a span (NDJSON)

     One spectator's record (as /record answers it) a line, oldest first by end, of the games of this
    title that ended in [from, to) — ISO 8601 dates (UTC midnight) or dates and times. At most limit
    records a request, and no more once about 2 MiB are sent; one export at a time per address (a second
    at once: 429 with Retry-After), and each 64 KiB sent counts as one more read in the address's read
    rate. The last line is always {"next": cursor} — pass it as ?after= with the same span for the next
    page — or {"next": null} at the end. Streamed as it is read: the archive's games only (archived
    seconds after they end). The CLI's python -m service.archive dump exports a month on the server.

    Args:
        from_ (str):
        to (str):
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        chat (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
     """


    kwargs = _get_kwargs(
        from_=from_,
to=to,
after=after,
limit=limit,
chat=chat,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    from_: str,
    to: str,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    chat: bool | Unset = True,

) -> Problem | None:
    """ The archive's records of games that ended in a span (NDJSON)

     One spectator's record (as /record answers it) a line, oldest first by end, of the games of this
    title that ended in [from, to) — ISO 8601 dates (UTC midnight) or dates and times. At most limit
    records a request, and no more once about 2 MiB are sent; one export at a time per address (a second
    at once: 429 with Retry-After), and each 64 KiB sent counts as one more read in the address's read
    rate. The last line is always {"next": cursor} — pass it as ?after= with the same span for the next
    page — or {"next": null} at the end. Streamed as it is read: the archive's games only (archived
    seconds after they end). The CLI's python -m service.archive dump exports a month on the server.

    Args:
        from_ (str):
        to (str):
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        chat (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
     """


    return (await asyncio_detailed(
        client=client,
from_=from_,
to=to,
after=after,
limit=limit,
chat=chat,

    )).parsed
