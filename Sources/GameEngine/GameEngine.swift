import MazeKit
