// jaguar_mult: unsigned WIDTH x WIDTH multiplier with registered inputs and output
// Default build: a single combinational multiply between the input and output registers.
// With `define JAG_PIPE (yosys/iverilog -DJAG_PIPE) the product is split into two
// half-width partial products that are registered in an extra pipeline stage, so the
// latency goes from 2 to 3 cycles. Parameter: WIDTH (even, default 8).
module jaguar_mult #(
    parameter WIDTH = 8
) (
    input  wire               clk,
    input  wire               rst,
    input  wire [WIDTH-1:0]   a,
    input  wire [WIDTH-1:0]   b,
    output reg  [2*WIDTH-1:0] p
);
    localparam H = WIDTH / 2;

    reg [WIDTH-1:0] a_r, b_r;

    always @(posedge clk) begin
        if (rst) begin
            a_r <= {WIDTH{1'b0}};
            b_r <= {WIDTH{1'b0}};
        end else begin
            a_r <= a;
            b_r <= b;
        end
    end

`ifdef JAG_PIPE
    // stage 1: two partial products a * b_lo and a * b_hi
    reg [WIDTH+H-1:0] pp_lo, pp_hi;
    always @(posedge clk) begin
        if (rst) begin
            pp_lo <= {(WIDTH+H){1'b0}};
            pp_hi <= {(WIDTH+H){1'b0}};
        end else begin
            pp_lo <= a_r * b_r[H-1:0];
            pp_hi <= a_r * b_r[WIDTH-1:H];
        end
    end
    // stage 2: shifted add
    always @(posedge clk) begin
        if (rst)
            p <= {(2*WIDTH){1'b0}};
        else
            p <= {{H{1'b0}}, pp_lo} + ({{H{1'b0}}, pp_hi} << H);
    end
`else
    always @(posedge clk) begin
        if (rst)
            p <= {(2*WIDTH){1'b0}};
        else
            p <= a_r * b_r;
    end
`endif
endmodule
