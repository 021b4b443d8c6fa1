// The Linux calls Swift's Glibc module does not import: `prctl` and `syscall` are variadic, and glibc
// declares `posix_spawn_file_actions_addclosefrom_np` and `POSIX_SPAWN_SETSID` only for GNU sources. Each is
// wrapped in a `static inline` function with a fixed signature.
#ifndef EMOJIDAY_CLINUX_SHIM_H
#define EMOJIDAY_CLINUX_SHIM_H

#include <spawn.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

// glibc 2.34 and later (Debian 12 has 2.36).
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// Adds a file action that closes every descriptor from `from` up, after the actions added before it.
static inline int clinux_spawn_closefrom(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

// The `posix_spawnattr_setflags` flag that starts the child in a session of its own (glibc's value).
static inline short clinux_spawn_setsid(void) { return 0x80; }

// Makes this process adopt the orphans of its descendants instead of init (Linux 3.4 and later).
static inline int clinux_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

// A close-on-exec descriptor that becomes readable when the process `pid` ends (Linux 5.3 and later), or -1.
static inline int clinux_pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    return -1;
#endif
}

#endif
