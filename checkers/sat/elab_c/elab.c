/* drat-elab: a compiled DRAT -> LRAT elaborator. UNTRUSTED: nothing it writes is believed.
 *
 * The checker (proof_check.py) runs it as a child process and feeds every line it writes to the
 * LRAT kernel (lrat.py), which checks each step against the checker's own parse of the formula.
 * A bug here can only make a valid proof rejected (or fall back to the Python elaborator), never
 * make an invalid one accepted.
 *
 *   drat-elab (-b | -t) [-a]  < input  > lrat
 *
 * Input on stdin: a DIMACS formula (``p cnf V C`` and exactly C clauses, as the checker normalised
 * it), then the DRAT proof, binary (-b) or text (-t), to the end of the stream. -a checks every
 * lemma, not only the core. Output: LRAT text on stdout, then one line on stderr,
 * ``counts key=value ...``. Exit 0 on success; 1 when the proof does not check (message on stderr);
 * 2 when the input is malformed or over a bound; 3 when out of memory.
 *
 * The algorithm is the one of elaborate.py (and of drat-trim): a forward pass that keeps the top-level
 * unit-propagation state with two watched literals and matches deletions to clauses by a hash of the
 * literal set (ignoring deletions of units and of reason clauses), then a backward pass that restores
 * the database step by step and checks only core lemmas (RUP by propagation on top of the persistent
 * trail, core clauses first, conflict analysis giving the hints in propagation order; RAT on the first
 * literal when RUP fails), then the emission of the core lemmas in proof order with the deletions of emitted clauses.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_VAR (1 << 26)
#define MAX_STEPS (1L << 29)      /* clause ids stay ints */
#define MAX_LITERALS (1LL << 34)  /* memory (the checker job's budget) is the bound in practice */
#define BUF (1 << 20)

static void fail(int code, const char *msg) {
    fprintf(stderr, "%s\n", msg);
    exit(code);
}

static void *xrealloc(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (!q) fail(3, "out of memory");
    return q;
}

typedef struct {
    int *a;
    size_t n, cap;
} ivec;

static void push(ivec *v, int x) {
    if (v->n == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 4;
        v->a = xrealloc(v->a, v->cap * sizeof(int));
    }
    v->a[v->n++] = x;
}

/* ---- input ---- */
static unsigned char ibuf[BUF];
static size_t ilen, ipos;
static long long offset; /* bytes consumed, for messages */

static int rd(void) {
    if (ipos == ilen) {
        ilen = fread(ibuf, 1, BUF, stdin);
        ipos = 0;
        if (ilen == 0) return -1;
    }
    offset++;
    return ibuf[ipos++];
}

/* ---- state ---- */
static int nvars;                /* variables with room in the arrays below */
static signed char *val;         /* per literal index: 1 true, -1 false */
static ivec *watches;            /* per literal index */
static int *reason, *tpos;       /* per variable */
static unsigned char *seen;      /* per variable */
static int *lmark, *rmark, stamp; /* per literal index, RAT tautology tests */

static ivec arena_v;             /* literals: working copy, then (lemmas) the copy as written */
static int64_t *cstart;
static int *clen;
static unsigned char *alive, *core, *islemma;
static uint32_t *chash;
static int *cnext;               /* deletion hash chains */
static int ncl, ccap;            /* clauses 1..ncl */

static ivec top, units;
static int conflict;
static long long repropagations;

static int *buckets;
static size_t nbuckets, nhashed;

static int64_t *hstart;          /* backward pass: offset in hints_v of a lemma's hints, or -1 */
static ivec hints_v, tmp_v, marked_v, assume_v;

static inline int L(int lit) { return lit > 0 ? 2 * lit : -2 * lit + 1; }
static inline int var(int lit) { return lit > 0 ? lit : -lit; }
static inline int *lits_of(int cid) { return arena_v.a + cstart[cid]; }

static void ensure_var(int v) {
    if (v <= nvars) return;
    int old = nvars, n = nvars ? nvars : 64;
    while (n < v) n *= 2;
    size_t lo = 2 * (size_t)old + 2, ln = 2 * (size_t)n + 2;
    val = xrealloc(val, ln);
    memset(val + lo, 0, ln - lo);
    watches = xrealloc(watches, ln * sizeof(ivec));
    memset(watches + lo, 0, (ln - lo) * sizeof(ivec));
    lmark = xrealloc(lmark, ln * sizeof(int));
    memset(lmark + lo, 0, (ln - lo) * sizeof(int));
    rmark = xrealloc(rmark, ln * sizeof(int));
    memset(rmark + lo, 0, (ln - lo) * sizeof(int));
    reason = xrealloc(reason, (n + 1) * sizeof(int));
    memset(reason + old + 1, 0, (n - old) * sizeof(int));
    tpos = xrealloc(tpos, (n + 1) * sizeof(int));
    memset(tpos + old + 1, 0, (n - old) * sizeof(int));
    seen = xrealloc(seen, n + 1);
    memset(seen + old + 1, 0, n - old);
    nvars = n;
}

static uint32_t lit_hash(int lit) {
    uint64_t x = (uint64_t)(uint32_t)L(lit) * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(x >> 32) ^ (uint32_t)x;
}

/* A new clause from ``lits`` (already without repeats); lemmas keep a second copy as written. */
static int new_clause(const int *lits, int n, int lemma) {
    if (ncl + 2 >= ccap) {
        ccap = ccap ? 2 * ccap : 1024;
        cstart = xrealloc(cstart, ccap * sizeof(int64_t));
        clen = xrealloc(clen, ccap * sizeof(int));
        alive = xrealloc(alive, ccap);
        core = xrealloc(core, ccap);
        islemma = xrealloc(islemma, ccap);
        chash = xrealloc(chash, ccap * sizeof(uint32_t));
        cnext = xrealloc(cnext, ccap * sizeof(int));
        if (ncl == 0) { /* id 0 is no clause: an empty one, so that nothing reads garbage */
            cstart[0] = 0;
            clen[0] = 0;
            alive[0] = core[0] = islemma[0] = 0;
        }
    }
    int cid = ++ncl;
    cstart[cid] = (int64_t)arena_v.n;
    clen[cid] = n;
    alive[cid] = core[cid] = 0;
    islemma[cid] = (unsigned char)lemma;
    cnext[cid] = 0;
    uint32_t h = 0;
    for (int i = 0; i < n; i++) {
        push(&arena_v, lits[i]);
        h += lit_hash(lits[i]);
    }
    if (lemma)
        for (int i = 0; i < n; i++) push(&arena_v, lits[i]);
    chash[cid] = h;
    return cid;
}

static void table_insert(int cid) {
    if (nhashed + 1 > nbuckets) {
        size_t nb = nbuckets ? 2 * nbuckets : 1024;
        int *b = xrealloc(NULL, nb * sizeof(int));
        memset(b, 0, nb * sizeof(int));
        /* rehash keeping each chain's order (most recent first) */
        for (size_t i = 0; i < nbuckets; i++) {
            ivec chain = {0};
            for (int c = buckets[i]; c; c = cnext[c]) push(&chain, c);
            for (size_t k = chain.n; k-- > 0;) {
                int c = chain.a[k];
                size_t j = chash[c] & (nb - 1);
                cnext[c] = b[j];
                b[j] = c;
            }
            free(chain.a);
        }
        free(buckets);
        buckets = b;
        nbuckets = nb;
    }
    size_t j = chash[cid] & (nbuckets - 1);
    cnext[cid] = buckets[j];
    buckets[j] = cid;
    nhashed++;
}

/* The most recent clause with the literal set of ``lits`` (n distinct literals), unlinked only if
 * ``take``; 0 when none. */
static int table_find(const int *lits, int n, uint32_t h, int take) {
    if (!nbuckets) return 0;
    stamp++;
    for (int i = 0; i < n; i++) lmark[L(lits[i])] = stamp;
    size_t j = h & (nbuckets - 1);
    int prev = 0;
    for (int c = buckets[j]; c; prev = c, c = cnext[c]) {
        if (chash[c] != h || clen[c] != n) continue;
        int *cl = lits_of(c), ok = 1;
        for (int i = 0; i < n && ok; i++) ok = lmark[L(cl[i])] == stamp;
        if (!ok) continue;
        if (take) {
            if (prev)
                cnext[prev] = cnext[c];
            else
                buckets[j] = cnext[c];
            nhashed--;
        }
        return c;
    }
    return 0;
}

static void assign(int lit, int cid) {
    val[L(lit)] = 1;
    val[L(-lit)] = -1;
    reason[var(lit)] = cid;
    tpos[var(lit)] = (int)top.n;
    push(&top, lit);
}

/* Visit the watches of ``false_lit`` (just made false), only of clauses whose core flag is ``want``
 * (all when want < 0): move watches, assign units; returns a falsified clause id or 0. */
static int visit(int false_lit, int want) {
    ivec *ws = &watches[L(false_lit)];
    size_t i = 0, j = 0, n = ws->n;
    while (i < n) {
        int cid = ws->a[i++];
        if (!alive[cid]) continue;
        if (want >= 0 && core[cid] != want) {
            ws->a[j++] = cid;
            continue;
        }
        int *cl = lits_of(cid);
        if (cl[0] == false_lit) {
            cl[0] = cl[1];
            cl[1] = false_lit;
        }
        int first = cl[0];
        if (val[L(first)] == 1) {
            ws->a[j++] = cid;
            continue;
        }
        int len = clen[cid], k;
        for (k = 2; k < len; k++) {
            int lk = cl[k];
            if (val[L(lk)] != -1) { /* lk is not false: it is not false_lit, so ws is not reallocated */
                cl[1] = lk;
                cl[k] = false_lit;
                push(&watches[L(lk)], cid);
                break;
            }
        }
        if (k < len) continue;
        ws->a[j++] = cid;
        if (val[L(first)] == -1) {
            while (i < n) ws->a[j++] = ws->a[i++];
            ws->n = j;
            return cid;
        }
        assign(first, cid);
    }
    ws->n = j;
    return 0;
}

/* Unit propagation from trail position ``head`` over every clause; a falsified clause id or 0. */
static int propagate(size_t head) {
    while (head < top.n) {
        int c = visit(-top.a[head++], -1);
        if (c) return c;
    }
    return 0;
}

/* The same, core first (drat-trim's order): core clauses to a fixpoint, then one literal's
 * non-core clauses, then core again. Conflicts then tend to use clauses already in the core. */
static int propagate_core_first(size_t head) {
    size_t hc = head, hn = head;
    for (;;) {
        while (hc < top.n) {
            int c = visit(-top.a[hc++], 1);
            if (c) return c;
        }
        if (hn == top.n) return 0;
        int c = visit(-top.a[hn++], 0);
        if (c) return c;
    }
}

/* Unassign the trail from position k and propagate the rest again (units first). */
static void cut(size_t k) {
    repropagations++;
    for (size_t i = k; i < top.n; i++) {
        int lit = top.a[i];
        val[L(lit)] = val[L(-lit)] = 0;
    }
    top.n = k;
    conflict = 0;
    for (size_t i = 0; i < units.n; i++) {
        int cid = units.a[i], lit = lits_of(cid)[0];
        if (val[L(lit)] == 0)
            assign(lit, cid);
        else if (val[L(lit)] == -1) {
            conflict = cid;
            return;
        }
    }
    conflict = propagate(0);
}

static int reason_of(int cid) {
    int *cl = lits_of(cid);
    for (int i = 0; i < clen[cid]; i++)
        if (val[L(cl[i])] == 1 && reason[var(cl[i])] == cid) return 1;
    return 0;
}

static void add(int cid) {
    int *cl = lits_of(cid), n = clen[cid];
    alive[cid] = 1;
    if (n == 1) {
        push(&units, cid);
    } else if (n >= 2) {
        /* stable partition: non-false literals first (to be watched) */
        tmp_v.n = 0;
        for (int i = 0; i < n; i++)
            if (val[L(cl[i])] != -1) push(&tmp_v, cl[i]);
        for (int i = 0; i < n; i++)
            if (val[L(cl[i])] == -1) push(&tmp_v, cl[i]);
        memcpy(cl, tmp_v.a, n * sizeof(int));
        push(&watches[L(cl[0])], cid);
        push(&watches[L(cl[1])], cid);
    }
    if (conflict) return;
    if (n == 0 || val[L(cl[0])] == -1) {
        conflict = cid;
    } else if (val[L(cl[0])] == 0 && (n == 1 || val[L(cl[1])] == -1)) {
        assign(cl[0], cid);
        conflict = propagate(top.n - 1);
    }
}

static void vec_remove(ivec *v, int x) {
    for (size_t i = 0; i < v->n; i++)
        if (v->a[i] == x) {
            memmove(v->a + i, v->a + i + 1, (v->n - i - 1) * sizeof(int));
            v->n--;
            return;
        }
}

/* Detach a clause; ``eager`` drops its watches now (it may come back later). */
static void remove_clause(int cid, int eager) {
    alive[cid] = 0;
    int *cl = lits_of(cid), n = clen[cid];
    if (n == 1)
        vec_remove(&units, cid);
    else if (eager && n >= 2) {
        vec_remove(&watches[L(cl[0])], cid);
        vec_remove(&watches[L(cl[1])], cid);
    }
    if (cid == conflict) {
        cut(top.n);
    } else if (n && reason_of(cid)) {
        size_t k = top.n;
        for (int i = 0; i < n; i++)
            if (val[L(cl[i])] == 1 && reason[var(cl[i])] == cid && (size_t)tpos[var(cl[i])] < k)
                k = (size_t)tpos[var(cl[i])];
        cut(k);
    }
}

static void mark(int v) {
    if (!seen[v]) {
        seen[v] = 1;
        push(&marked_v, v);
    }
}

/* Hints of a conflict in propagation order, appended to hints_v as [n, h1..hn]; returns the offset. */
static int64_t analyze(int confl) {
    marked_v.n = 0;
    int *cl = lits_of(confl);
    for (int i = 0; i < clen[confl]; i++) mark(var(cl[i]));
    size_t pending = marked_v.n;
    tmp_v.n = 0;
    for (size_t t = top.n; t-- > 0 && pending;) {
        int v = var(top.a[t]);
        if (!seen[v]) continue;
        pending--;
        int r = reason[v];
        if (r && r != confl) {
            push(&tmp_v, r);
            int *rl = lits_of(r);
            for (int i = 0; i < clen[r]; i++)
                if (!seen[var(rl[i])]) {
                    mark(var(rl[i]));
                    pending++;
                }
        }
    }
    for (size_t i = 0; i < marked_v.n; i++) seen[marked_v.a[i]] = 0;
    int64_t at = (int64_t)hints_v.n;
    push(&hints_v, (int)tmp_v.n + 1);
    for (size_t i = tmp_v.n; i-- > 0;) push(&hints_v, tmp_v.a[i]);
    push(&hints_v, confl);
    return at;
}

/* Hints refuting the assumptions by unit propagation (offset in hints_v), or -1. */
static int64_t refute(const int *as, int n) {
    if (conflict) return analyze(conflict);
    ivec shadow = {0}, saved = {0};
    for (int i = 0; i < n; i++)
        if (val[L(as[i])] == 1 && reason[var(as[i])]) {
            push(&shadow, var(as[i]));
            push(&saved, reason[var(as[i])]);
            reason[var(as[i])] = 0;
        }
    size_t base = top.n;
    int firstfalse = 0;
    for (int i = 0; i < n; i++)
        if (val[L(as[i])] == -1 && (!firstfalse || tpos[var(as[i])] < tpos[firstfalse])) firstfalse = var(as[i]);
    int64_t h = -1;
    if (firstfalse) {
        h = analyze(reason[firstfalse]);
    } else {
        for (int i = 0; i < n; i++)
            if (val[L(as[i])] == 0) assign(as[i], 0);
        int c = propagate_core_first(base);
        if (c) h = analyze(c);
        for (size_t i = base; i < top.n; i++) {
            int lit = top.a[i];
            val[L(lit)] = val[L(-lit)] = 0;
        }
        top.n = base;
    }
    for (size_t i = shadow.n; i-- > 0;) reason[shadow.a[i]] = saved.a[i];
    free(shadow.a);
    free(saved.a);
    return h;
}

/* ---- RAT on the first literal, in the kernel's form -id h... ---- */
static ivec *occ;

static int64_t rat(int cid) {
    int n = clen[cid], *lemma = lits_of(cid) + n; /* as written */
    if (n == 0) return -1;
    int pivot = lemma[0];
    if (!occ) {
        occ = xrealloc(NULL, (2 * (size_t)nvars + 2) * sizeof(ivec));
        memset(occ, 0, (2 * (size_t)nvars + 2) * sizeof(ivec));
        for (int c = 1; c <= ncl; c++)
            for (int i = 0; i < clen[c]; i++) push(&occ[L(lits_of(c)[i])], c);
    }
    ivec out = {0}, as = {0};
    int lstamp = ++stamp;
    for (int i = 0; i < n; i++) lmark[L(lemma[i])] = lstamp;
    ivec *o = &occ[L(-pivot)];
    for (size_t k = 0; k < o->n; k++) {
        int d = o->a[k];
        if (!alive[d]) continue;
        int *dl = lits_of(d), rs = ++stamp, taut = 0;
        for (int i = 0; i < clen[d]; i++)
            if (dl[i] != -pivot) rmark[L(dl[i])] = rs;
        for (int i = 0; i < clen[d] && !taut; i++)
            if (dl[i] != -pivot && (lmark[L(-dl[i])] == lstamp || rmark[L(-dl[i])] == rs)) taut = 1;
        if (taut) continue;
        as.n = 0;
        for (int i = 0; i < n; i++) push(&as, -lemma[i]);
        for (int i = 0; i < clen[d]; i++)
            if (dl[i] != -pivot) push(&as, -dl[i]);
        int64_t g = refute(as.a, (int)as.n);
        if (g < 0) {
            free(out.a);
            free(as.a);
            return -1;
        }
        core[d] = 1;
        push(&out, -d);
        int gn = hints_v.a[g];
        for (int i = 1; i <= gn; i++) push(&out, hints_v.a[g + i]);
    }
    int64_t at = (int64_t)hints_v.n;
    push(&hints_v, (int)out.n);
    for (size_t i = 0; i < out.n; i++) push(&hints_v, out.a[i]);
    free(out.a);
    free(as.a);
    return at;
}

/* ---- output ---- */
static char obuf[BUF];
static size_t olen;

static void flush_out(void) {
    if (olen && fwrite(obuf, 1, olen, stdout) != olen) fail(3, "cannot write the LRAT");
    olen = 0;
}

static void put_int(long long x) {
    if (olen + 24 > BUF) flush_out();
    char tmp[24];
    int k = 0;
    unsigned long long u = x < 0 ? (unsigned long long)(-x) : (unsigned long long)x;
    do tmp[k++] = (char)('0' + u % 10);
    while (u /= 10);
    if (x < 0) obuf[olen++] = '-';
    while (k) obuf[olen++] = tmp[--k];
}

static void put_str(const char *s) {
    size_t n = strlen(s);
    if (olen + n > BUF) flush_out();
    memcpy(obuf + olen, s, n);
    olen += n;
}

/* ---- input parsing ---- */
static int skip_ws_line(int *c) { /* DIMACS: skip whitespace and comment lines; returns next char */
    for (;;) {
        while (*c == ' ' || *c == '\t' || *c == '\r' || *c == '\n') *c = rd();
        if (*c != 'c') return *c;
        while (*c != '\n' && *c != -1) *c = rd();
    }
}

static int read_int(int *c, long long *out) {
    int neg = 0;
    long long x = 0;
    if (*c == '-') {
        neg = 1;
        *c = rd();
    }
    if (*c < '0' || *c > '9') return 0;
    while (*c >= '0' && *c <= '9') {
        x = x * 10 + (*c - '0');
        if (x > (1LL << 40)) return 0;
        *c = rd();
    }
    *out = neg ? -x : x;
    return 1;
}

static int m;            /* original clauses */
static ivec records;     /* forward order: cid for an addition, -cid for a deletion */
static ivec step_v;      /* the current proof step's literals */
static long long nsteps, nlits_total, final_step = -1;
static int applying = 1, early_conflict, check_all;
static long long c_lemmas, c_deletions, c_ignored, c_ignored_reason, c_taut;

/* Literals of the current step without repeats into tmp_v; returns 0 for a tautology. */
static int clean_step(void) {
    tmp_v.n = 0;
    int s = ++stamp, taut = 0;
    for (size_t i = 0; i < step_v.n; i++) {
        int lit = step_v.a[i];
        if (lmark[L(lit)] == s) continue;
        if (lmark[L(-lit)] == s) taut = 1;
        lmark[L(lit)] = s;
        push(&tmp_v, lit);
    }
    return !taut;
}

static void apply_step(int deletion) {
    nsteps++;
    if (nsteps > MAX_STEPS) fail(2, "too many proof steps");
    if (!applying) {
        if (!deletion && step_v.n == 0 && final_step < 0) final_step = nsteps;
        return;
    }
    if (!deletion && step_v.n == 0) { /* the proof's empty clause: the refutation ends here */
        final_step = nsteps;
        applying = 0;
        return;
    }
    if (conflict) {
        early_conflict = 1;
        applying = 0;
        return;
    }
    for (size_t i = 0; i < step_v.n; i++) ensure_var(var(step_v.a[i]));
    if (deletion) {
        c_deletions++;
        clean_step(); /* a deletion names a set: repeats collapse, a "tautology" is just a set */
        uint32_t h = 0;
        for (size_t i = 0; i < tmp_v.n; i++) h += lit_hash(tmp_v.a[i]);
        int cid = table_find(tmp_v.a, (int)tmp_v.n, h, 0);
        if (!cid) {
            c_ignored++;
            return;
        }
        if (tmp_v.n <= 1 || reason_of(cid)) {
            c_ignored_reason++;
            return;
        }
        table_find(tmp_v.a, (int)tmp_v.n, h, 1);
        remove_clause(cid, 1);
        push(&records, -cid);
        return;
    }
    c_lemmas++;
    if (!clean_step()) {
        c_taut++;
        return;
    }
    int cid = new_clause(tmp_v.a, (int)tmp_v.n, 1);
    table_insert(cid);
    push(&records, cid);
    add(cid);
}

static void note_lit(long long x) {
    if (x < -MAX_VAR || x > MAX_VAR) fail(2, "a literal is beyond the variable limit");
    if (++nlits_total > MAX_LITERALS) fail(2, "too many literals in the proof");
    push(&step_v, (int)x);
}

static void parse_binary_proof(void) {
    int c;
    while ((c = rd()) != -1) {
        if (c != 'a' && c != 'd') fail(2, "binary DRAT: expected 'a' or 'd'");
        step_v.n = 0;
        for (;;) {
            unsigned long long value = 0;
            int shift = 0, b;
            for (;;) {
                b = rd();
                if (b == -1) fail(2, "the proof ends inside a step (truncated?)");
                value |= (unsigned long long)(b & 0x7F) << shift;
                if (b < 0x80) break;
                shift += 7;
                if (shift > 28) fail(2, "binary DRAT: literal encoding too long");
            }
            if (value == 0) break;
            if (value < 2 || value > 2ULL * MAX_VAR + 1) fail(2, "binary DRAT: literal code out of range");
            note_lit(value & 1 ? -(long long)(value >> 1) : (long long)(value >> 1));
        }
        apply_step(c == 'd');
    }
}

static void parse_text_proof(void) {
    int c = rd(), line_start = 1, deleting = 0, started = 0;
    step_v.n = 0;
    while (c != -1) {
        if (line_start && c == 'c') {
            while (c != '\n' && c != -1) c = rd();
            continue;
        }
        if (c == '\n') {
            line_start = 1;
            c = rd();
            continue;
        }
        line_start = 0;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            c = rd();
            continue;
        }
        if (c == 'd') {
            c = rd();
            if (c != -1 && c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v' && c != '\n')
                fail(2, "text DRAT: unexpected token");
            if (started) fail(2, "text DRAT: 'd' inside a clause");
            deleting = started = 1;
            continue;
        }
        long long x;
        if (!read_int(&c, &x)) fail(2, "text DRAT: unexpected character");
        if (c != -1 && c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v' && c != '\n')
            fail(2, "text DRAT: unexpected character");
        if (x == 0) {
            apply_step(deleting);
            step_v.n = 0;
            deleting = started = 0;
            continue;
        }
        note_lit(x);
        started = 1;
    }
    if (started) fail(2, "the proof ends inside a step (truncated?)");
}

static void read_formula(void) {
    int c = rd();
    long long v, n, x;
    c = skip_ws_line(&c);
    if (c != 'p') fail(2, "formula: missing header");
    while (c != ' ' && c != -1) c = rd();
    while (c == ' ') c = rd();
    if (c != 'c') fail(2, "formula: header is not 'p cnf'");
    while (c != ' ' && c != -1) c = rd();
    while (c == ' ') c = rd();
    if (!read_int(&c, &v) || v < 0 || v > MAX_VAR) fail(2, "formula: bad variable count");
    while (c == ' ') c = rd();
    if (!read_int(&c, &n) || n < 0 || n > 100000000) fail(2, "formula: bad clause count");
    ensure_var((int)v > 0 ? (int)v : 1);
    for (long long k = 0; k < n; k++) {
        step_v.n = 0;
        for (;;) {
            c = skip_ws_line(&c);
            if (!read_int(&c, &x) || x < -v || x > v) fail(2, "formula: bad literal");
            if (x == 0) break;
            push(&step_v, (int)x);
        }
        /* repeats removed, order kept; a tautology stays as it is (as elaborate.py keeps it) */
        tmp_v.n = 0;
        int s = ++stamp;
        for (size_t i = 0; i < step_v.n; i++)
            if (lmark[L(step_v.a[i])] != s) {
                lmark[L(step_v.a[i])] = s;
                push(&tmp_v, step_v.a[i]);
            }
        int cid = new_clause(tmp_v.a, (int)tmp_v.n, 0);
        table_insert(cid);
        add(cid);
    }
    /* the rest of the line (the newline after the last 0) belongs to the formula */
    while (c == ' ' || c == '\t' || c == '\r') c = rd();
    if (c != '\n') fail(2, "formula: expected a newline after the last clause");
    m = (int)n;
}

static void emit(int final_id) {
    ivec pending = {0};
    int last = m;
    for (size_t r = 0; r < records.n; r++) {
        int x = records.a[r];
        if (x < 0) {
            int cid = -x;
            if (cid <= m || hstart[cid] >= 0) push(&pending, cid);
            continue;
        }
        if (hstart[x] < 0) continue;
        if (pending.n) {
            put_int(last);
            put_str(" d");
            for (size_t i = 0; i < pending.n; i++) {
                put_str(" ");
                put_int(pending.a[i]);
            }
            put_str(" 0\n");
            pending.n = 0;
        }
        put_int(x);
        int n = clen[x], *orig = lits_of(x) + n;
        for (int i = 0; i < n; i++) {
            put_str(" ");
            put_int(orig[i]);
        }
        put_str(" 0");
        int64_t h = hstart[x];
        for (int i = 1; i <= hints_v.a[h]; i++) {
            put_str(" ");
            put_int(hints_v.a[h + i]);
        }
        put_str(" 0\n");
        last = x;
    }
    if (pending.n) {
        put_int(last);
        put_str(" d");
        for (size_t i = 0; i < pending.n; i++) {
            put_str(" ");
            put_int(pending.a[i]);
        }
        put_str(" 0\n");
    }
    put_int(final_id);
    put_str(" 0");
    int64_t h = hstart[final_id];
    for (int i = 1; i <= hints_v.a[h]; i++) {
        put_str(" ");
        put_int(hints_v.a[h + i]);
    }
    put_str(" 0\n");
    flush_out();
    free(pending.a);
}

int main(int argc, char **argv) {
    int binary = -1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-b"))
            binary = 1;
        else if (!strcmp(argv[i], "-t"))
            binary = 0;
        else if (!strcmp(argv[i], "-a"))
            check_all = 1;
        else
            fail(2, "usage: drat-elab (-b | -t) [-a] < formula-then-proof > lrat");
    }
    if (binary < 0) fail(2, "usage: drat-elab (-b | -t) [-a] < formula-then-proof > lrat");
    read_formula();
    if (binary)
        parse_binary_proof();
    else
        parse_text_proof();
    int implicit = 0;
    if (final_step < 0) {
        if (!conflict)
            fail(1, "the proof never derives the empty clause, and unit propagation over the formula and its "
                    "lemmas (deletions applied) reaches no conflict");
        implicit = 1;
    }
    int final_id = new_clause(NULL, 0, 0);
    hstart = xrealloc(NULL, (ncl + 1) * sizeof(int64_t));
    for (int i = 0; i <= ncl; i++) hstart[i] = -1;
    if (check_all)
        for (size_t r = 0; r < records.n; r++)
            if (records.a[r] > 0) core[records.a[r]] = 1;
    int64_t h = refute(NULL, 0);
    if (h < 0) {
        fprintf(stderr, "proof step %lld: the empty clause does not follow by unit propagation\n", final_step);
        return 1;
    }
    hstart[final_id] = h;
    for (int i = 1; i <= hints_v.a[h]; i++) core[hints_v.a[h + i]] = 1;
    long long ncore = 0, nrat = 0;
    for (size_t r = records.n; r-- > 0;) {
        int x = records.a[r];
        if (x < 0) {
            add(-x);
            continue;
        }
        remove_clause(x, 0);
        if (!core[x]) continue;
        int n = clen[x], *orig = lits_of(x) + n;
        assume_v.n = 0;
        for (int i = 0; i < n; i++) push(&assume_v, -orig[i]);
        h = refute(assume_v.a, n);
        if (h < 0) {
            h = rat(x);
            if (h < 0) {
                fprintf(stderr, "lemma %d (", x - m);
                for (int i = 0; i < n && i < 20; i++) fprintf(stderr, "%d ", orig[i]); /* bounded: stderr is a pipe */
                if (n > 20) fprintf(stderr, "... ");
                fprintf(stderr, "0) is neither RUP nor RAT\n");
                return 1;
            }
            nrat++;
        }
        hstart[x] = h;
        ncore++;
        for (int i = 1; i <= hints_v.a[h]; i++) {
            int y = hints_v.a[h + i];
            core[y < 0 ? -y : y] = 1;
        }
    }
    emit(final_id);
    fprintf(stderr,
            "counts proof_steps=%lld lemmas=%lld deletions=%lld ignored_deletions=%lld ignored_reason_deletions=%lld "
            "tautologies=%lld early_conflict=%d implicit_empty_clause=%d core_lemmas=%lld rat_lemmas=%lld "
            "repropagations=%lld\n",
            nsteps, c_lemmas, c_deletions, c_ignored, c_ignored_reason, c_taut, early_conflict, implicit, ncore, nrat,
            repropagations);
    return 0;
}
