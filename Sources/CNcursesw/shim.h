// The only link to ncurses (docs/design.md, "Modules"). Wide-character API on; wrappers for what Swift 6 cannot
// import directly: macros (A_*, COLOR_PAIR, getmaxyx) and mutable globals (stdscr, LINES, COLS,
// cur_term).
#ifndef MZ_CNCURSESW_SHIM_H
#define MZ_CNCURSESW_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

static inline WINDOW *mz_stdscr(void) { return stdscr; }
static inline int mz_lines(void) { return LINES; }
static inline int mz_cols(void) { return COLS; }
static inline attr_t mz_a_bold(void) { return A_BOLD; }
static inline attr_t mz_a_reverse(void) { return A_REVERSE; }
static inline attr_t mz_a_dim(void) { return A_DIM; }
static inline attr_t mz_a_underline(void) { return A_UNDERLINE; }
static inline attr_t mz_a_normal(void) { return A_NORMAL; }
static inline int mz_key_resize(void) { return KEY_RESIZE; }
static inline int mz_key_up(void) { return KEY_UP; }
static inline int mz_key_down(void) { return KEY_DOWN; }
static inline int mz_key_left(void) { return KEY_LEFT; }
static inline int mz_key_right(void) { return KEY_RIGHT; }
static inline int mz_key_enter(void) { return KEY_ENTER; }
static inline int mz_key_backspace(void) { return KEY_BACKSPACE; }
static inline int mz_ok(void) { return OK; }
static inline int mz_key_code_yes(void) { return KEY_CODE_YES; }

/// Puts one wide character with attributes and a colour pair at (y, x).
static inline int mz_put(int y, int x, wchar_t ch, attr_t attrs, short pair) {
    wchar_t text[2] = { ch, 0 };
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

/// Whether the C library's locale uses UTF-8 (after setlocale).
static inline int mz_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't');
}

// term.h defines a macro for every capability name (lines, tab, bell, …): included last, so no
// code above can collide with them.
#include <ncursesw/term.h>

/// Whether the terminal type `term` can move the cursor to any cell (terminfo `cup`): 1 yes,
/// 0 no (as `dumb`), -1 when terminfo cannot set it up (unknown, generic). Reads the terminfo
/// entry with `setupterm` and frees it again; nothing is written to `fd` and its modes are
/// left as they were, so a refused terminal is untouched.
static inline int mz_cursor_addressing(const char *term, int fd) {
    int found = 0;
    int status = setupterm(term, fd, &found);
    const char *cup = status == OK ? tigetstr("cup") : NULL;
    int result = status != OK ? -1 : (cup != NULL && cup != (const char *)-1);
    // setupterm may leave an entry behind even when it refuses (a hardcopy terminal).
    if (cur_term != NULL) del_curterm(cur_term);
    return result;
}

#endif
