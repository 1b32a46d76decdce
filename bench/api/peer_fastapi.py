"""The review list written the way a FastAPI + asyncpg service would be, from the contract
(contract/reviews.ts: query rules, response shape; contract/format.ts: author masking), as the
peer that `npm run bench:api` compares the project with. Run by bench/api/run.ts under Debian's
/usr/bin/python3 (apt-get install python3-fastapi python3-asyncpg uvicorn python3-uvloop
python3-httptools); it passes the same SQL statements the project runs, so only the stack differs.

Usage: peer_fastapi.py <port>; env BENCH_PG_URL, BENCH_PG_SCHEMA, BENCH_PAGE_SQL, BENCH_COUNT_SQL,
BENCH_POOL_SIZE.
"""

import os
import sys
from enum import Enum

import asyncpg
import uvicorn
from fastapi import FastAPI, HTTPException, Query

PAGE_SQL = os.environ["BENCH_PAGE_SQL"]
COUNT_SQL = os.environ["BENCH_COUNT_SQL"]
POOL_SIZE = int(os.environ["BENCH_POOL_SIZE"])
PAGE_SIZES = {10, 15, 20}  # contract/limits.ts PAGE_SIZES


class SortOrder(str, Enum):
    newest = "newest"


def mask_author(name: str) -> str:
    # contract/format.ts maskAuthor, by code point: the seeded names hold no combining marks.
    chars = name.strip()
    if not chars:
        return ""
    if len(chars) <= 2:
        return chars[0] + "*"
    return chars[0] + "*" * (len(chars) - 2) + chars[-1]


app = FastAPI()
pool: asyncpg.Pool


@app.on_event("startup")
async def open_pool() -> None:
    global pool
    # The project's pool size (server/db/postgres.ts POOL_SIZE), searching the bench's schema.
    pool = await asyncpg.create_pool(
        os.environ["BENCH_PG_URL"],
        min_size=POOL_SIZE,
        max_size=POOL_SIZE,
        server_settings={"search_path": os.environ["BENCH_PG_SCHEMA"]},
    )


@app.get("/api/inheritance-reviews")
async def list_reviews(
    page: int = Query(1, ge=1, le=100_000),
    items_per_page: int = Query(10),
    sort_order: SortOrder = Query(SortOrder.newest),
):
    if items_per_page not in PAGE_SIZES:
        raise HTTPException(status_code=400, detail="목록 조회 조건이 올바르지 않습니다.")
    # The page's rows carry the board's total; past the last page it is read on its own.
    rows = await pool.fetch(PAGE_SQL, items_per_page, (page - 1) * items_per_page)
    total = rows[0]["total"] if rows else await pool.fetchval(COUNT_SQL)
    return {
        "items": [
            {
                "id": row["id"],
                "username": mask_author(row["username"]),
                "title": row["title"],
                "consultation_type": row["consultation_type"],
                # contract's ISO instant: milliseconds and Z, as Date#toISOString writes it
                "created_at": row["created_at"]
                .isoformat(timespec="milliseconds")
                .replace("+00:00", "Z"),
                "views": row["views"],
            }
            for row in rows
        ],
        "total": total,
    }


if __name__ == "__main__":
    # One worker, as the project runs one Node process; uvloop and httptools, as a tuned
    # deployment would.
    uvicorn.run(
        app,
        host="127.0.0.1",
        port=int(sys.argv[1]),
        workers=1,
        loop="uvloop",
        http="httptools",
        log_level="warning",
        access_log=False,
    )
