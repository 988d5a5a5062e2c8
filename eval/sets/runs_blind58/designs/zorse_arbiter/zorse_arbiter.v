// zorse_arbiter: 4-requester round-robin arbiter with registered one-hot grant
// Uses zorse_arbiter_pe (priority encoder, in zorse_arbiter_pe.v) on the request vector rotated by the last winner.
// Ports: clk, rst, req[3:0], grant[3:0], grant_id[1:0], valid
module zorse_arbiter (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] req,
    output reg  [3:0] grant,
    output reg  [1:0] grant_id,
    output reg        valid
);
    reg  [1:0] last;
    wire [1:0] base = last + 2'd1;
    wire [7:0] req2 = {req, req};
    wire [3:0] rot  = req2 >> base;      // rotate right so that 'base' becomes bit 0
    wire [1:0] pe_idx;
    wire       pe_any;
    wire [1:0] winner = pe_idx + base;

    zorse_arbiter_pe u_pe (.in(rot), .idx(pe_idx), .any(pe_any));

    always @(posedge clk) begin
        if (rst) begin
            last     <= 2'd3;
            grant    <= 4'b0000;
            grant_id <= 2'd0;
            valid    <= 1'b0;
        end else begin
            valid <= pe_any;
            if (pe_any) begin
                last     <= winner;
                grant_id <= winner;
                grant    <= 4'b0001 << winner;
            end else
                grant <= 4'b0000;
        end
    end
endmodule
