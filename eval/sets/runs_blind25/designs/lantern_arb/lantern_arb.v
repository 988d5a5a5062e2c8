// Four-requester round-robin bus arbiter with a one-hot grant and a rotating priority pointer.
module lantern_arb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    input  wire       hold,
    output reg  [3:0] grant,
    output reg  [1:0] owner,
    output wire       idle
);
    reg  [1:0] ptr;
    reg  [3:0] nxt_grant;
    reg  [1:0] nxt_owner;
    wire [7:0] dbl = {req, req} >> ptr;
    integer i;

    always @* begin
        nxt_grant = 4'b0000;
        nxt_owner = owner;
        for (i = 3; i >= 0; i = i - 1)
            if (dbl[i]) begin
                nxt_owner = ptr + i[1:0];
            end
        if (|req) nxt_grant = 4'b0001 << nxt_owner;
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            grant <= 4'b0000;
            owner <= 2'd0;
            ptr   <= 2'd0;
        end else if (!(hold && |(grant & req))) begin
            grant <= nxt_grant;
            owner <= nxt_owner;
            if (|req) ptr <= nxt_owner + 2'd1;
        end

    assign idle = ~|grant;
endmodule
