// CMazeKitSupport is header-only (see include/CMazeKitSupport.h); SwiftPM wants one source file.
#include "CMazeKitSupport.h"
