// quince_pipe: three-stage hierarchical pipeline (scale, accumulate, saturate) built from submodules
module quince_scale (
    input  wire        clk,
    input  wire [7:0]  din,
    input  wire [1:0]  shift,
    output reg  [9:0]  dout
);
    always @(posedge clk)
        dout <= {2'b00, din} << shift;
endmodule

module quince_accum (
    input  wire        clk,
    input  wire        clr,
    input  wire [9:0]  din,
    output reg  [12:0] acc
);
    always @(posedge clk)
        if (clr)
            acc <= 13'd0;
        else
            acc <= acc + {3'b000, din};
endmodule

module quince_sat (
    input  wire        clk,
    input  wire [12:0] din,
    output reg  [7:0]  dout,
    output reg         clipped
);
    always @(posedge clk) begin
        clipped <= |din[12:8];
        dout    <= |din[12:8] ? 8'hff : din[7:0];
    end
endmodule

module quince_pipe (
    input  wire       clk,
    input  wire       clr,
    input  wire [7:0] sample,
    input  wire [1:0] gain,
    output wire [7:0] level,
    output wire       overflow
);
    wire [9:0]  scaled;
    wire [12:0] total;

    quince_scale u_scale (.clk(clk), .din(sample), .shift(gain), .dout(scaled));
    quince_accum u_accum (.clk(clk), .clr(clr), .din(scaled), .acc(total));
    quince_sat   u_sat   (.clk(clk), .din(total), .dout(level), .clipped(overflow));
endmodule
