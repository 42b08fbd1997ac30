/// Where a screen sends the player after a command; the router (`App`) carries it out. Screens
/// never change each other: they say where to go.
enum Route: Sendable, Hashable {
    /// Show another screen.
    case open(Destination)
    /// Show the help screen over this one; any key comes back.
    case help
    /// Save and leave the program.
    case quit
}
