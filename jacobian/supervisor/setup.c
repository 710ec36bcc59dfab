/* jacobian-setup: a sandboxed job's set-up in one program, instead of an exec chain of six.
 *
 *   jacobian-setup [--join FILE]... [--rlimit RES:SOFT:HARD]... [--pdeath] [--netns] [--pidns]
 *                  [--uid UID --gid GID] -- PROGRAM [ARG]...
 *
 * Run as root by the supervisor (jacobian/supervisor/spawn.py), in order, as the chain of sh, prlimit,
 * setpriv, unshare, setpriv and sh did:
 *   1. --join: write "0" to each cgroup.procs FILE (the job's cgroups; nothing it starts escapes them);
 *   2. --rlimit: setrlimit (RES is the Linux resource number);
 *   3. --pdeath: SIGKILL when the supervisor dies (armed, then the parent checked: it may already be gone);
 *   4. --netns: a network namespace without interfaces;
 *   5. --pidns: a PID and a mount namespace; this process forks and waits (ignoring SIGINT and SIGTERM,
 *      its child dies with it), exiting as its child did. The child, init of the namespace, makes the
 *      mounts private, mounts a fresh /proc, drops privileges (6), forks PROGRAM and waits for it,
 *      reaping every orphan; it ends when PROGRAM ends, with its exit status, or 128+N when a signal N
 *      killed it (as bubblewrap and a shell report it). PROGRAM itself is then an ordinary process: an
 *      init ignores the signals it has no handler for.
 *   6. --uid/--gid: no supplementary groups, the gid and uid (real, effective, saved), an empty capability
 *      bounding set, no inheritable or ambient capability, no_new_privs, the parent-death signal again
 *      (a uid change clears it).
 * A failing step (the program's exec included) says "jacobian-sandbox-setup: <step>: <error>" on stderr
 * and exits 125: the supervisor reports START_FAILED. C99 and Linux system calls only.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/capability.h>

#define SETUP_FAILED 125
#define MAX_JOINS 8
#define MAX_LIMITS 16

static void fail(const char *step, const char *what) {
    fprintf(stderr, "jacobian-sandbox-setup: %s%s%s: %s\n", step, what ? " " : "", what ? what : "", strerror(errno));
    _exit(SETUP_FAILED);
}

static void usage(const char *why) {
    fprintf(stderr, "jacobian-sandbox-setup: usage: %s\n", why);
    _exit(SETUP_FAILED);
}

static long number(const char *text) {
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (errno || end == text || *end) usage("a number was expected");
    return (long)v;
}

static void parent_death(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("pdeathsig", NULL);
    if (getppid() != parent) {
        errno = ESRCH;
        fail("pdeathsig", "(the parent is gone)");
    }
}

static void drop_privileges(long uid, long gid, int pdeath) {
    int last = CAP_LAST_CAP;
    FILE *f = fopen("/proc/sys/kernel/cap_last_cap", "r");
    if (f) {
        if (fscanf(f, "%d", &last) != 1) last = CAP_LAST_CAP;
        fclose(f);
    }
    for (int cap = 0; cap <= last; cap++)
        if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL) fail("bounding set", NULL);
    if (setgroups(0, NULL) != 0) fail("setgroups", NULL);
    if (setresgid((gid_t)gid, (gid_t)gid, (gid_t)gid) != 0) fail("setgid", NULL);
    if (setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) != 0) fail("setuid", NULL);
    struct __user_cap_header_struct head = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2];
    memset(data, 0, sizeof data);  /* no effective, permitted or inheritable capability left */
    if (syscall(SYS_capset, &head, data) != 0) fail("capset", NULL);
    if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0 && errno != EINVAL) fail("ambient", NULL);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("no_new_privs", NULL);
    if (pdeath && prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("pdeathsig", NULL);
}

static int status_of(int status) {
    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}

/* Init of the PID namespace: run the program, reap everything, end as the program ended. */
static void init(char **program) {
    pid_t child = fork();
    if (child < 0) fail("fork", "(the program)");
    if (child == 0) {
        execv(program[0], program);
        fail("cannot run", program[0]);
    }
    for (;;) {
        int status;
        pid_t done = wait(&status);
        if (done < 0 && errno == EINTR) continue;
        if (done < 0) _exit(SETUP_FAILED);
        if (done == child) _exit(status_of(status));
    }
}

int main(int argc, char **argv) {
    const char *joins[MAX_JOINS];
    long limits[MAX_LIMITS][3];
    int njoins = 0, nlimits = 0, pdeath = 0, netns = 0, pidns = 0;
    long uid = -1, gid = -1;
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--join") && i + 1 < argc && njoins < MAX_JOINS) joins[njoins++] = argv[++i];
        else if (!strcmp(arg, "--rlimit") && i + 1 < argc && nlimits < MAX_LIMITS) {
            char *spec = argv[++i], *a = strchr(spec, ':'), *b = a ? strchr(a + 1, ':') : NULL;
            if (!a || !b) usage("--rlimit RES:SOFT:HARD");
            *a = *b = '\0';
            limits[nlimits][0] = number(spec);
            limits[nlimits][1] = number(a + 1);
            limits[nlimits][2] = number(b + 1);
            nlimits++;
        } else if (!strcmp(arg, "--pdeath")) pdeath = 1;
        else if (!strcmp(arg, "--netns")) netns = 1;
        else if (!strcmp(arg, "--pidns")) pidns = 1;
        else if (!strcmp(arg, "--uid") && i + 1 < argc) uid = number(argv[++i]);
        else if (!strcmp(arg, "--gid") && i + 1 < argc) gid = number(argv[++i]);
        else usage("unknown option");
    }
    if (i + 1 >= argc) usage("-- PROGRAM [ARG]...");
    if ((uid < 0) != (gid < 0)) usage("--uid and --gid go together");
    char **program = argv + i + 1;
    pid_t parent = getppid();

    for (int j = 0; j < njoins; j++) {
        int fd = open(joins[j], O_WRONLY | O_CLOEXEC);
        if (fd < 0 || write(fd, "0", 1) != 1) fail("cannot join the job cgroup", joins[j]);
        close(fd);
    }
    for (int j = 0; j < nlimits; j++) {
        struct rlimit rl = {(rlim_t)limits[j][1], (rlim_t)limits[j][2]};
        if (setrlimit((int)limits[j][0], &rl) != 0) fail("setrlimit", NULL);
    }
    if (pdeath) parent_death(parent);
    if (netns || pidns) {
        int flags = (netns ? CLONE_NEWNET : 0) | (pidns ? CLONE_NEWPID | CLONE_NEWNS : 0);
        if (unshare(flags) != 0) fail("unshare", NULL);
    }
    if (pidns) {
        int alive[2];  /* the child's way to see that this process is still there: its parent is outside */
        if (pipe2(alive, O_CLOEXEC) != 0) fail("pipe", NULL);
        pid_t child = fork();
        if (child < 0) fail("fork", "(the namespace's init)");
        if (child > 0) {  /* outside the namespace: wait, and end as the init ended */
            close(alive[0]);
            signal(SIGINT, SIG_IGN);
            signal(SIGTERM, SIG_IGN);
            int status;
            while (waitpid(child, &status, 0) < 0)
                if (errno != EINTR) _exit(SETUP_FAILED);
            if (WIFSIGNALED(status)) {
                signal(WTERMSIG(status), SIG_DFL);
                kill(getpid(), WTERMSIG(status));
            }
            _exit(WIFEXITED(status) ? WEXITSTATUS(status) : SETUP_FAILED);
        }
        /* the namespace ends with the process waiting for it (its pid is not visible from here) */
        close(alive[1]);
        if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail("pdeathsig", NULL);
        char byte;
        fcntl(alive[0], F_SETFL, O_NONBLOCK);
        if (read(alive[0], &byte, 1) == 0) {
            errno = ESRCH;
            fail("pdeathsig", "(the parent is gone)");
        }
        close(alive[0]);
        if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) fail("mount", "(private /)");
        if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NOEXEC | MS_NODEV, NULL) != 0) fail("mount", "/proc");
        if (uid >= 0) drop_privileges(uid, gid, 1);
        init(program);
    }
    if (uid >= 0) drop_privileges(uid, gid, pdeath);
    execv(program[0], program);
    fail("cannot run", program[0]);
    return SETUP_FAILED;
}
