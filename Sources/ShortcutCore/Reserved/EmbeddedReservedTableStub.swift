// Temporary stand-in until the reserved data branch lands.
enum EmbeddedReservedTable { static let json = #"{"version":1,"entries":[]}"# }
