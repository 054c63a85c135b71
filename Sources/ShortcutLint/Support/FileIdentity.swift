#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Which file a path names, whatever its spelling: `a.yml`, `./a.yml`, an absolute path, a
/// symbolic link to it or a hard link all have the same identity (device and inode). A path
/// that names nothing yet (a report about to be written) is identified by its folder's device
/// and inode plus its last component, so two spellings of one new file still compare equal.
struct FileIdentity: Hashable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    /// Empty for an existing file; the last path component of a file still to be created.
    private let name: String

    /// The identity of what `path` names, following symbolic links; nil when neither the path
    /// nor its folder exists.
    init?(path: String) {
        if let status = FileStatus(path: path) {
            self.init(status)
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, let parent = FileStatus(path: folder) else { return nil }
        self.init(device: parent.device, inode: parent.inode, name: name)
    }

    init(_ status: FileStatus) {
        self.init(device: status.device, inode: status.inode, name: "")
    }

    private init(device: UInt64, inode: UInt64, name: String) {
        self.device = device
        self.inode = inode
        self.name = name
    }
}

/// What `stat` says about a path (symbolic links followed) or an open descriptor.
struct FileStatus: Sendable {
    enum Kind: Sendable {
        case regular, directory, fifo, characterDevice, blockDevice, socket, other

        /// "a FIFO (named pipe)", for messages that say why a file was not read.
        var description: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .fifo: "a FIFO (named pipe)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "not a regular file"
            }
        }
    }

    let kind: Kind
    let device: UInt64
    let inode: UInt64
    let mode: mode_t
    let owner: uid_t
    let group: gid_t
    let links: UInt64
    let size: Int64

    init?(path: String) {
        var status = stat()
        guard !path.utf8.contains(0) else {
            errno = EINVAL
            return nil
        }
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        default: kind = .other
        }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        mode = status.st_mode & 0o7777
        owner = status.st_uid
        group = status.st_gid
        links = UInt64(status.st_nlink)
        size = Int64(status.st_size)
    }

    var identity: FileIdentity { FileIdentity(self) }
}
