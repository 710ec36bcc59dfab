"""Differential reading of decimal integer text: the integer checkers' reader and the requests' reader held
against GMP's (gmpy2.mpz(text, 10), mpz_set_str).

Ours: ``checkers/integer/numbers.py`` (``decimal`` for non-negative subjects and certificate fields,
``signed`` for a signed field such as an ECPP step's t: the trusted readers) and, in a second comparison,
the request-side reader of the number-theory capabilities (``providers/sage/integer_fields.py``). The
canonical model is the integer's value. Wherever GMP reads a text, ours reads the same integer or refuses
it (ours refuses every non-canonical spelling GMP tolerates: spaces, ``+``, underscores, leading zeros,
``-0``); no text is read by ours alone. The corpus mixes canonical numbers of 1 to 2,100 digits (around
the checkers' 2,000-digit bound) with mutations: signs, spaces, underscores, leading zeros, non-ASCII
digits, letters, exponents, empty text.
"""

from __future__ import annotations

import random

import gmpy2

from jacobian.checkers.integer import numbers
from jacobian.providers.sage.integer_fields import read_integer

from .harness import Refused, compare, corpus_size

SEED = 20261203
NON_ASCII_DIGITS = ("\u0661", "\u06f3", "\u0967", "\uff11", "\u00b2", "\u2075", "\U0001d7d9")
JUNK = (" ", "\t", "\n", "+", "-", "_", "0", "e", "E", ".", "x", "a", "/", ",", "\u00a0", "\u2212")


def texts(rng: random.Random, count: int):
    for _ in range(count):
        digits = rng.choice((1, 2, 5, 20, 100, 1000, 1999, 2000, 2001, 2100))
        body = str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(rng.randint(0, digits - 1)))
        if rng.random() < 0.05:
            body = "0"
        if rng.random() < 0.3:
            body = "-" + body
        roll = rng.random()
        if roll < 0.4:
            yield body  # canonical
            continue
        chars = list(body)
        for _ in range(rng.randint(1, 3)):
            pos = rng.randint(0, len(chars))
            kind = rng.random()
            if kind < 0.6:
                chars.insert(pos, rng.choice(JUNK))
            elif kind < 0.8:
                chars.insert(pos, rng.choice(NON_ASCII_DIGITS))
            elif chars:
                del chars[min(pos, len(chars) - 1)]
        yield "".join(chars)


def gmp(text: str) -> int:
    try:
        return int(gmpy2.mpz(text, 10))
    except ValueError as exc:
        raise Refused(str(exc)) from None


def checker_signed(text: str) -> int:
    try:
        return numbers.signed(text, "t")
    except numbers.BadRequest as exc:
        raise Refused(str(exc)) from None


def checker_decimal(text: str) -> int:
    try:
        return numbers.decimal(text, "n")
    except numbers.BadRequest as exc:
        raise Refused(str(exc)) from None


def request_reader(text: str) -> int:
    try:
        return int(read_integer(text, minimum=None, maximum=None, max_digits=numbers.MAX_DIGITS))
    except ValueError as exc:
        raise Refused(str(exc)) from None


def test_decimal_text_read_as_gmp_reads_it():
    corpus = list(texts(random.Random(SEED), corpus_size()))
    signed = compare("decimal (signed)", "gmpy2.mpz", corpus, checker_signed, gmp)
    plain = compare("decimal", "gmpy2.mpz", corpus, checker_decimal, gmp)
    request = compare("decimal (request)", "gmpy2.mpz", corpus, request_reader, gmp)
    for counts in (signed, plain, request):
        assert counts.differ == 0
        assert counts.read_alike > corpus_size() // 10  # the corpus exercises acceptance, not only refusals
        assert counts.refused_by_ours_only > 0  # and spellings GMP tolerates that ours refuses
    # the checker's and the request's readers accept exactly the same texts, as the same integers
    assert request.read_alike == signed.read_alike
    for text in corpus:
        try:
            value = checker_signed(text)
        except Refused:
            continue
        assert request_reader(text) == value
