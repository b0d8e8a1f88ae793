import Foundation
import JuiceReportCLI

// A closed pipe is then a failed write (exit 73 with a message), not a silent death by signal.
signal(SIGPIPE, SIG_IGN)
exit(JuiceReport.run(arguments: Array(CommandLine.arguments.dropFirst())))
