import CNcursesw

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// How the process's locale (`LC_ALL`, `LC_CTYPE`, `LANG`) encodes text: the one place it is
/// asked, for the game (box drawing or ASCII, `?` for what ncurses cannot show) and for the
/// command line's streams (ASCII outside UTF-8, docs/formats.md, "Limits").
public enum LocaleEncoding: Sendable, Equatable {
    /// UTF-8: anything can be shown.
    case utf8
    /// ASCII (the C and POSIX locales): nothing else can be shown.
    case ascii
    /// An 8-bit set such as Latin-1: some characters can, and bytes 0x80–0x9F are controls.
    case eightBit

    /// The locale's encoding, after taking the character type from the environment.
    public static var current: LocaleEncoding {
        _ = setlocale(LC_CTYPE, "")
        if mz_locale_is_utf8() != 0 { return .utf8 }
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return .ascii }
        let name = String(cString: codeset)
        return name == "ANSI_X3.4-1968" || name == "ASCII" || name == "US-ASCII" ? .ascii : .eightBit
    }
}
