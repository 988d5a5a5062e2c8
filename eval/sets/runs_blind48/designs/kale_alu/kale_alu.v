// kale_alu: small registered ALU for a microcontroller datapath; 8-bit by default, 16-bit with `define KALE_WIDE.
// Ports: clk, rst_n, op[2:0], a, b, valid_in -> y (registered), zero, carry, neg, valid_out
// op: 0 ADD, 1 SUB, 2 AND, 3 OR, 4 XOR, 5 SHL by 1, 6 SHR by 1, 7 SLT (signed less-than)
`ifdef KALE_WIDE
  `define KALE_W 16
`else
  `define KALE_W 8
`endif
module kale_alu (
    input  wire                 clk,
    input  wire                 rst_n,
    input  wire [2:0]           op,
    input  wire [`KALE_W-1:0]   a,
    input  wire [`KALE_W-1:0]   b,
    input  wire                 valid_in,
    output reg  [`KALE_W-1:0]   y,
    output reg                  zero,
    output reg                  carry,
    output reg                  neg,
    output reg                  valid_out
);
    localparam W = `KALE_W;
    reg [W:0] r;

    always @* begin
        case (op)
            3'd0: r = {1'b0, a} + {1'b0, b};
            3'd1: r = {1'b0, a} - {1'b0, b};
            3'd2: r = {1'b0, a & b};
            3'd3: r = {1'b0, a | b};
            3'd4: r = {1'b0, a ^ b};
            3'd5: r = {a, 1'b0};
            3'd6: r = {a[0], 1'b0, a[W-1:1]};
            default: r = {{W{1'b0}}, ($signed(a) < $signed(b))};
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y <= {W{1'b0}}; zero <= 1'b0; carry <= 1'b0; neg <= 1'b0; valid_out <= 1'b0;
        end else begin
            valid_out <= valid_in;
            if (valid_in) begin
                y     <= r[W-1:0];
                zero  <= (r[W-1:0] == {W{1'b0}});
                carry <= r[W];
                neg   <= r[W-1];
            end
        end
    end
endmodule
