from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.tournament_list import TournamentList
from ...models.tournaments_status import TournamentsStatus
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: TournamentsStatus | Unset = TournamentsStatus.UPCOMING,
    after: float | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["after"] = after

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentList:
    if response.status_code == 200:
        response_200 = TournamentList.from_dict(response.json())



        return response_200

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TournamentList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: TournamentsStatus | Unset = TournamentsStatus.UPCOMING,
    after: float | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Problem | TournamentList]:
    """ Tournaments upcoming (soonest first), running, or finished (newest first)

     A page of at most limit (100) events of one status; pass next as ?after= for the next page. Each
    line: its terms in short, its status and round.

    Args:
        status (TournamentsStatus | Unset):  Default: TournamentsStatus.UPCOMING.
        after (float | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentList]
     """


    kwargs = _get_kwargs(
        status=status,
after=after,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    status: TournamentsStatus | Unset = TournamentsStatus.UPCOMING,
    after: float | Unset = UNSET,
    limit: int | Unset = 50,

) -> Problem | TournamentList | None:
    """ Tournaments upcoming (soonest first), running, or finished (newest first)

     A page of at most limit (100) events of one status; pass next as ?after= for the next page. Each
    line: its terms in short, its status and round.

    Args:
        status (TournamentsStatus | Unset):  Default: TournamentsStatus.UPCOMING.
        after (float | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentList
     """


    return sync_detailed(
        client=client,
status=status,
after=after,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: TournamentsStatus | Unset = TournamentsStatus.UPCOMING,
    after: float | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Problem | TournamentList]:
    """ Tournaments upcoming (soonest first), running, or finished (newest first)

     A page of at most limit (100) events of one status; pass next as ?after= for the next page. Each
    line: its terms in short, its status and round.

    Args:
        status (TournamentsStatus | Unset):  Default: TournamentsStatus.UPCOMING.
        after (float | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentList]
     """


    kwargs = _get_kwargs(
        status=status,
after=after,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: TournamentsStatus | Unset = TournamentsStatus.UPCOMING,
    after: float | Unset = UNSET,
    limit: int | Unset = 50,

) -> Problem | TournamentList | None:
    """ Tournaments upcoming (soonest first), running, or finished (newest first)

     A page of at most limit (100) events of one status; pass next as ?after= for the next page. Each
    line: its terms in short, its status and round.

    Args:
        status (TournamentsStatus | Unset):  Default: TournamentsStatus.UPCOMING.
        after (float | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentList
     """


    return (await asyncio_detailed(
        client=client,
status=status,
after=after,
limit=limit,

    )).parsed
