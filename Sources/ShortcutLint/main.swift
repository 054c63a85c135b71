#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Entry point: pick the subcommand and hand it the rest of the arguments.
Terminal.occupyClosedStandardDescriptors()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
