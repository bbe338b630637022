#!/usr/bin/env python3
"""Mutates one input file for tests/fuzz/run.sh (issue 49).

    mutate.py IN OUT SEED [KIND]

KIND names the format, whose words are inserted besides byte-level edits
(flips, overwrites, truncation, deletion, splices of the file's own bytes):
  bytes   none (bitcode, C);
  json    a trace: half the time one JSON value is replaced instead, by a
          value of another type, an extreme number or a deep nesting;
  yaml    a task or witness; xml: a GraphML witness;
  query   an smc query or LTL formula; prp: a property file.
"""
import copy
import json
import random
import sys

WORDS = {
    "bytes": [],
    "json": ['{', '}', '[', ']', ',', ':', '"', 'null', 'true', '-1', '1e400', '18446744073709551616',
             '"steps"', '"cycle"', '"choices"', '\\u0000', '\\ud800'],
    "yaml": ['- ', ': ', '\n', '\n  ', '[', ']', '{', '}', ', ', '&a ', '*a', "'", '"', '#', '---\n', '? ',
             '|\n', '~', 'null', '-1', '0', '4294967296', '99999999999999999999', '\t', '!!binary ',
             'format_version', "'2.0'", 'input_files', 'properties', 'property_file', 'expected_verdict',
             'options', 'data_model', 'ILP32', 'language', 'entry_type', 'violation_sequence',
             'invariant_set', 'waypoint', 'segment', 'content', 'line', 'column', '\\result == ', 'avoid',
             'target', 'function_return', 'loop_invariant', '/dev/zero', '/etc/passwd', '../../../'],
    "xml": ['<', '>', '/>', '</data>', '<data key="startline">', '<data key="assumption">',
            '<data key="violation">true</data>', '<edge ', '</edge>', '<node id="', '</node>', '"', "'",
            '&amp;', '&lt;', '&', '<graph ', '</graph>', 'source="', "target='", '\\result == ', ';',
            '99999999999999999999999999999999999999999', '-', '\n', '<!-- ', '<![CDATA['],
    "query": ['Pr', 'Estimate', '[', ']', '(', ')', '{', '}', '<=', '>=', '<>', '==', '!=', '&&', '||', '!',
              '+', '-', '*', '/', '%', ',', ':', '.', 'error', 'deadlock', 'exit', 'true', 'label:', 'call:',
              'max', 'G ', 'F ', 'X ', ' U ', ' R ', ' W ', '->', '<->', '[]', '0', '1', '0.5', '1e3', '0x1F',
              '99999999999999999999', '-9223372036854775808', 'count', 'x[99999]', 'a.b', '(((((', '!!!!!'],
    "prp": ['CHECK', '(', ')', 'init', 'main()', 'LTL', ',', 'G ', 'F ', '!', 'call', 'reach_error()', ' ',
            '\n', '\t', 'valid-free', 'valid-deref', 'valid-memtrack', 'end', 'overflow', 'data-race'],
}


def odd_value(r, doc):
    """A JSON value a trace does not expect, or a piece of the trace itself."""
    choices = [None, True, False, -1, 0, 2 ** 31, 2 ** 32, 2 ** 63, 2 ** 64 - 1, -2 ** 63, 1e308, 0.5, "",
               "x" * r.randint(1, 5000), [], {}, [0] * r.randint(1, 1000)]
    k = r.randrange(len(choices) + 2)
    if k < len(choices):
        return choices[k]
    if k == len(choices):
        v = 0
        for _ in range(r.randint(1, 200)):
            v = [v]
        return v
    nodes = list(walk(doc))
    # (A copy: the piece may be an ancestor of the place it goes to.)
    return copy.deepcopy(r.choice(nodes)[2]) if nodes else None


def walk(v):
    """(container, key, value) for every value below v."""
    items = v.items() if isinstance(v, dict) else enumerate(v) if isinstance(v, list) else []
    for k, x in list(items):
        yield v, k, x
        yield from walk(x)


def mutate_json(data, r):
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    for _ in range(r.randint(1, 3)):
        nodes = list(walk(doc))
        if not nodes:
            break
        parent, key, _ = r.choice(nodes)
        if isinstance(parent, dict) and r.random() < 0.2:
            del parent[key]
        else:
            parent[key] = odd_value(r, doc)
    return json.dumps(doc).encode()


def mutate_bytes(b, r, words):
    b = bytearray(b)
    # A text format gets fewer edits, mostly of ASCII, so that more
    # mutants are read and reach the code behind the reader.
    text = bool(words) and r.random() < 0.9
    for _ in range(r.randint(1, 3 if words else 8)):
        k = r.randrange(6 if words else 4)
        i = r.randrange(len(b) + 1)
        if k == 0 and b:
            b[min(i, len(b) - 1)] ^= 1 << r.randrange(7 if text else 8)
        elif k == 1 and b:
            b[min(i, len(b) - 1)] = r.randrange(32, 127) if text else r.randrange(256)
        elif k == 2:
            del b[r.randrange(i, len(b) + 1):]
        elif k == 3 and b:
            j = r.randrange(len(b))
            b[i:i] = b[j:j + r.randint(1, 64)]
        elif k == 4:
            b[i:i] = r.choice(words).encode()
        elif k == 5:
            del b[i:i + r.randint(1, 16)]
    return bytes(b)


def main():
    src, dst, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    kind = sys.argv[4] if len(sys.argv) > 4 else "bytes"
    r = random.Random(seed)
    data = open(src, "rb").read()
    out = None
    if kind == "json" and r.random() < 0.5:
        out = mutate_json(data, r)
    if out is None:
        out = mutate_bytes(data, r, WORDS[kind])
    open(dst, "wb").write(out)


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    main()
