#!/usr/bin/env python3
"""Tantivy's side of the domain-delete row of Tools/bench (BENCH_DELETE=1, Docs/Benchmark.md "Deletes by marking").

Usage: tantivy-reference.py CORPUS.tsv DOMAIN [ROUNDS]

CORPUS.tsv is the bench's corpus as limelight-bench writes it (one row a line: id, domain, title, details, keywords
joined by commas; tabs and newlines never occur in the generated text). Each round builds an in-memory index of every
row (a raw `domain` field, indexed untokenized as Tantivy deletes by term; text fields for title, details and keywords;
one commit), then times deleting the domain:
  - `delete_documents_by_term("domain", DOMAIN)` (the current name of `delete_documents`) alone: Tantivy only queues the delete operation (an opstamp);
  - the same followed by `commit()`: the delete is applied to every segment (the documents holding the term are found
    through its postings and cleared in the segment's alive bitset) and a new commit point is written.
The second round builds again, so both figures are from a fresh index. Prints one line per round and the medians as
`tantivy: delete-queue=<ms> delete-commit=<ms> deleted=<n> segments=<n>`.
"""
import statistics
import sys
import time

import tantivy


def build(rows):
    schema_builder = tantivy.SchemaBuilder()
    schema_builder.add_text_field("id", stored=True, tokenizer_name="raw")
    schema_builder.add_text_field("domain", stored=False, tokenizer_name="raw")
    schema_builder.add_text_field("title", stored=True)
    schema_builder.add_text_field("details", stored=False)
    schema_builder.add_text_field("keywords", stored=False)
    schema = schema_builder.build()
    index = tantivy.Index(schema)  # in memory (RamDirectory), as Limelight's index is
    writer = index.writer(heap_size=200_000_000, num_threads=1)
    for (ident, domain, title, details, keywords) in rows:
        writer.add_document(tantivy.Document(id=ident, domain=domain, title=title, details=details, keywords=keywords))
    writer.commit()
    writer.wait_merging_threads()
    index.reload()
    return index


def count(index, domain):
    searcher = index.searcher()
    query = tantivy.Query.term_query(index.schema, "domain", domain)
    return searcher.search(query, limit=1).count, searcher.num_segments


def main():
    path, domain = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 5:
                sys.exit(f"{path}:{len(rows) + 1}: expected 5 tab-separated fields, found {len(parts)}")
            rows.append(tuple(parts))
    queued, committed, committed_cpu, deleted, segments = [], [], [], 0, 0
    for r in range(rounds):
        # Queue only: what `delete_documents` costs by itself (the writer is dropped without a commit).
        index = build(rows)
        before, segments = count(index, domain)
        writer = index.writer(heap_size=50_000_000, num_threads=1)
        t = time.perf_counter()
        writer.delete_documents_by_term("domain", domain)
        queued.append(time.perf_counter() - t)
        writer.rollback()
        del writer
        # Queue and commit: the delete applied to every segment's alive bitset and a commit point written.
        writer = index.writer(heap_size=50_000_000, num_threads=1)
        t, c = time.perf_counter(), time.process_time()
        writer.delete_documents_by_term("domain", domain)
        writer.commit()
        committed.append(time.perf_counter() - t)
        committed_cpu.append(time.process_time() - c)
        writer.wait_merging_threads()
        index.reload()
        after, _ = count(index, domain)
        deleted = before - after
        print(f"tantivy round {r + 1}: delete-queue={queued[-1] * 1e3:.3f}ms delete-commit={committed[-1] * 1e3:.3f}ms "
              f"(cpu {committed_cpu[-1] * 1e3:.3f}ms) "
              f"deleted={deleted} of {len(rows)} segments={segments}", file=sys.stderr)
    print(f"tantivy: delete-queue={statistics.median(queued) * 1e3:.4f} delete-commit={statistics.median(committed) * 1e3:.4f} "
          f"delete-commit-cpu={statistics.median(committed_cpu) * 1e3:.4f} "
          f"deleted={deleted} segments={segments}")


if __name__ == "__main__":
    main()
