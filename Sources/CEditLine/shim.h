/*
 * CEditLine: libedit (BSD editline) for Swift on Linux.
 *
 * Swift cannot call C variadic functions, and el_set/el_get/history are variadic. This header
 * wraps the calls the Terminal module needs in fixed-argument `static inline` functions.
 *
 * Pitfall: `static` data in a module-map header is duplicated into every Swift object file that
 * uses it (each non-WMO object gets its own copy). The only piece of global state here, the
 * SIGINT flag, must therefore only be touched from ONE Swift file (Terminal/InterruptFlag.swift).
 * Everything per-editor lives in `limelight_el_state`, reached through EL_CLIENTDATA.
 */
#ifndef LIMELIGHT_CEDITLINE_SHIM_H
#define LIMELIGHT_CEDITLINE_SHIM_H

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
#include <histedit.h>

/* Marker that brackets non-printing prompt bytes (ANSI colour sequences) for EL_PROMPT_ESC. */
#define LIMELIGHT_PROMPT_IGNORE '\1'

/* Per-editor state, owned by Swift, reached from callbacks through EL_CLIENTDATA. */
typedef struct limelight_el_state {
    char *prompt;         /* NUL-terminated prompt text (may contain \1-bracketed escapes) */
    void *owner;          /* unretained pointer to the Swift LineEditor */
    int interrupted;      /* set by the ^C key function during el_gets */
} limelight_el_state;

/* The C library's standard streams: Swift 6 refuses to read the global variables `stdin`, `stdout` and `stderr`
   (shared mutable state it cannot check); the streams themselves are the C library's to lock. */
static inline FILE *limelight_stdin(void) { return stdin; }
static inline FILE *limelight_stdout(void) { return stdout; }
static inline FILE *limelight_stderr(void) { return stderr; }

static inline limelight_el_state *limelight_el_state_get(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return (limelight_el_state *)data;
}

static inline int limelight_el_set_clientdata(EditLine *el, limelight_el_state *state) {
    return el_set(el, EL_CLIENTDATA, (void *)state);
}

static inline char *limelight_el_prompt_fn(EditLine *el) {
    static char empty[] = "";
    limelight_el_state *state = limelight_el_state_get(el);
    return (state && state->prompt) ? state->prompt : empty;
}

/* Installs the prompt callback; ANSI sequences must be bracketed by LIMELIGHT_PROMPT_IGNORE. */
static inline int limelight_el_set_prompt(EditLine *el) {
    return el_set(el, EL_PROMPT_ESC, limelight_el_prompt_fn, LIMELIGHT_PROMPT_IGNORE);
}

static inline int limelight_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int limelight_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

/* setty with up to three arguments, e.g. ("-d", "-isig", NULL). */
static inline int limelight_el_setty(EditLine *el, const char *a, const char *b, const char *c) {
    return el_set(el, EL_SETTY, a, b, c, (const char *)NULL);
}

static inline int limelight_el_addfn(EditLine *el, const char *name, const char *help,
                                     unsigned char (*fn)(EditLine *, int)) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

static inline int limelight_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

static inline int limelight_el_set_hist(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/*
 * ^C while editing (ISIG is off in edit mode, so it arrives as a key): remember the interrupt,
 * show "^C" at the end of the line, and push a newline so libedit's own ed-newline moves the
 * cursor below the (possibly wrapped) line and makes el_gets return.
 */
static inline unsigned char limelight_el_interrupt_fn(EditLine *el, int ch) {
    (void)ch;
    limelight_el_state *state = limelight_el_state_get(el);
    if (state) state->interrupted = 1;
    const LineInfoW *line = el_wline(el);
    if (line && line->lastchar > line->cursor) el_cursor(el, (int)(line->lastchar - line->cursor));
    el_insertstr(el, "^C");
    el_push(el, "\n");
    return CC_REFRESH;
}

static inline int limelight_el_bind_interrupt(EditLine *el) {
    if (limelight_el_addfn(el, "limelight-interrupt", "Cancel the current line",
                           limelight_el_interrupt_fn) != 0) return -1;
    return limelight_el_bind(el, "^C", "limelight-interrupt");
}

/* history(3) wrappers; each returns the HistEvent's result (0 or >0 ok, -1 error). */
static inline int limelight_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

static inline int limelight_history_setunique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

static inline int limelight_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

static inline int limelight_history_clear(History *h) {
    HistEvent ev;
    return history(h, &ev, H_CLEAR);
}

static inline int limelight_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

static inline int limelight_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}

/* Width of the terminal on `fd`, or 0 when unknown. */
static inline int limelight_terminal_columns(int fd) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return (int)ws.ws_col;
    return 0;
}

/* SIGINT outside el_gets (a command is running): count presses; a second unconsumed one exits. */
static volatile sig_atomic_t limelight_sigint_count = 0;

static inline void limelight_sigint_handler(int signo) {
    if (limelight_sigint_count >= 1) {
        signal(signo, SIG_DFL);
        raise(signo);
        return;
    }
    limelight_sigint_count = limelight_sigint_count + 1;
}

static inline int limelight_install_sigint_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = limelight_sigint_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(SIGINT, &action, NULL);
}

static inline int limelight_sigint_pending(void) {
    return limelight_sigint_count > 0;
}

static inline int limelight_sigint_take(void) {
    int pending = limelight_sigint_count > 0;
    limelight_sigint_count = 0;
    return pending;
}

/* The terminal's size on `fd` (columns and rows), or -1 when it is not a terminal or the size is unknown. */
static inline int limelight_terminal_size(int fd, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

#endif
