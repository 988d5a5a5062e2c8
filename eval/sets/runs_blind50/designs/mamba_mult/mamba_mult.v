// mamba_mult: registered unsigned W x W multiplier (inputs and product registered, one
// combinational multiply stage in between), used for clock-period exploration.
// Ports: clk, rst, en, a[W-1:0], b[W-1:0] in; p[2W-1:0], p_valid out.
// Parameter: W (operand width, default 8).
module mamba_mult #(
    parameter W = 8
) (
    input  wire           clk,
    input  wire           rst,
    input  wire           en,
    input  wire [W-1:0]   a,
    input  wire [W-1:0]   b,
    output reg  [2*W-1:0] p,
    output reg            p_valid
);
    reg [W-1:0] ra, rb;
    reg         rv;

    always @(posedge clk) begin
        if (rst) begin
            ra <= {W{1'b0}};
            rb <= {W{1'b0}};
            rv <= 1'b0;
            p  <= {2*W{1'b0}};
            p_valid <= 1'b0;
        end else begin
            rv <= en;
            if (en) begin
                ra <= a;
                rb <= b;
            end
            p_valid <= rv;
            if (rv)
                p <= ra * rb;
        end
    end
endmodule
