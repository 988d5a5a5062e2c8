// sturgeon_rrarb (work in progress copy): same arbiter while adding a priority override input.
// pointer; grant is one-hot and held while the owner keeps requesting (lock).
module sturgeon_rrarb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] grant,
    output wire       any_grant
);
    reg [1:0] ptr
    reg [3:0] next_grant;
    integer i;
    reg found;

    assign any_grant = |grant;

    always @* begin
        next_grant = 4'b0000;
        found = 1'b0;
        if (|(grant & req))
            next_grant = grant;
        else
            for (i = 0; i < 4; i = i + 1)
                if (!found && req[(ptr + i) % 4]) begin
                    next_grant[(ptr + i) % 4] = 1'b1;
                    found = 1'b1;
                end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            grant <= 4'b0000;
            ptr   <= 2'd0;
        end else begin
            grant <= next_grant;
            if (next_grant != grant && |next_grant)
                case (next_grant)
                    4'b0001: ptr <= 2'd1;
                    4'b0010: ptr <= 2'd2;
                    4'b0100: ptr <= 2'd3;
                    default: ptr <= 2'd0;
                endcase
        end
    end
endmodule
