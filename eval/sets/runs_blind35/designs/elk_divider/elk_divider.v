// elk_divider: sequential restoring divider, unsigned WIDTH/WIDTH bits, one quotient bit per clock.
// Ports: clk, rst, start, dividend, divisor -> quotient, remainder, busy, done (1-cycle pulse)
// Division by zero returns quotient = all ones and remainder = dividend (no exception flag).
// elk_trial_sub is the trial subtractor of one iteration (kept as its own module).
module elk_trial_sub #(parameter WIDTH = 16) (
    input  wire [WIDTH:0]   part,
    input  wire [WIDTH-1:0] divisor,
    output wire [WIDTH:0]   diff,
    output wire             ge
);
    assign diff = part - {1'b0, divisor};
    assign ge   = ~diff[WIDTH];
endmodule

module elk_divider #(parameter WIDTH = 16) (
    input  wire             clk,
    input  wire             rst,
    input  wire             start,
    input  wire [WIDTH-1:0] dividend,
    input  wire [WIDTH-1:0] divisor,
    output reg  [WIDTH-1:0] quotient,
    output reg  [WIDTH-1:0] remainder,
    output wire             busy,
    output reg              done
);
    localparam CW = $clog2(WIDTH + 1);
    reg [CW-1:0]    count;
    reg [WIDTH:0]   part;       // partial remainder (one extra bit)
    reg [WIDTH-1:0] q;          // dividend shifted out / quotient shifted in
    reg [WIDTH-1:0] dvs;

    wire [WIDTH:0] shifted = {part[WIDTH-1:0], q[WIDTH-1]};
    wire [WIDTH:0] diff;
    wire           ge;

    elk_trial_sub #(.WIDTH(WIDTH)) u_sub (.part(shifted), .divisor(dvs), .diff(diff), .ge(ge));

    assign busy = (count != 0);

    always @(posedge clk) begin
        if (rst) begin
            count     <= 0;
            part      <= 0;
            q         <= 0;
            dvs       <= 0;
            quotient  <= 0;
            remainder <= 0;
            done      <= 1'b0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                part  <= 0;
                q     <= dividend;
                dvs   <= divisor;
                count <= WIDTH;
            end else if (busy) begin
                part  <= ge ? diff : shifted;
                q     <= {q[WIDTH-2:0], ge};
                count <= count - 1'b1;
                if (count == 1) begin
                    quotient  <= {q[WIDTH-2:0], ge};
                    remainder <= ge ? diff[WIDTH-1:0] : shifted[WIDTH-1:0];
                    done      <= 1'b1;
                end
            end
        end
    end
endmodule
