// Parameterized round-robin arbiter for N requesters with a rotating priority pointer and one-hot grant.
module quail_arbiter #(
    parameter N = 4
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire [N-1:0] req,
    output reg  [N-1:0] grant,
    output wire         any_grant
);
    reg  [N-1:0] ptr;           // one-hot: highest priority requester
    wire [N-1:0] mask       = ~(ptr - 1'b1);          // ptr and everything above it
    wire [N-1:0] req_masked = req & mask;
    wire [N-1:0] gnt_masked = req_masked & (~req_masked + 1'b1);
    wire [N-1:0] gnt_plain  = req & (~req + 1'b1);
    wire [N-1:0] gnt_nxt    = (|req_masked) ? gnt_masked : gnt_plain;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            grant <= {N{1'b0}};
            ptr   <= {{N-1{1'b0}}, 1'b1};
        end else begin
            grant <= gnt_nxt;
            if (|gnt_nxt)
                ptr <= {gnt_nxt[N-2:0], gnt_nxt[N-1]};
        end
    end

    assign any_grant = |grant;
endmodule
