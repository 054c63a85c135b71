// The startup reference: the least a Swift tool that links Foundation does with a manifest —
// start, read the file, print something about it, exit. shortcut-lint on the same 200-shortcut
// file is held to 1.5× this program's wall time.
import Foundation

let path = CommandLine.arguments[1]
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(2)
}
print("\(path): \(data.count) bytes")
