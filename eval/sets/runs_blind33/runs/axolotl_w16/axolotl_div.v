// axolotl_div: sequential restoring unsigned divider (one quotient bit per clock) with start/done handshake
module axolotl_div #(parameter WIDTH = 8) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             start,
    input  wire [WIDTH-1:0] dividend,
    input  wire [WIDTH-1:0] divisor,
    output reg  [WIDTH-1:0] quotient,
    output reg  [WIDTH-1:0] remainder,
    output reg              busy,
    output reg              done,
    output wire             div_by_zero
);
    localparam CW = $clog2(WIDTH + 1);

    reg [WIDTH-1:0] dsr;
    reg [WIDTH-1:0] q;
    reg [WIDTH:0]   r;
    reg [CW-1:0]    count;

    wire [WIDTH:0] r_shift = {r[WIDTH-1:0], q[WIDTH-1]};
    wire [WIDTH:0] r_sub;
    wire           borrow;

    axolotl_sub #(.W(WIDTH + 1)) u_sub (
        .a(r_shift), .b({1'b0, dsr}), .diff(r_sub), .borrow(borrow)
    );

    assign div_by_zero = (divisor == {WIDTH{1'b0}});

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            dsr <= 0; q <= 0; r <= 0; count <= 0;
            busy <= 1'b0; done <= 1'b0;
            quotient <= 0; remainder <= 0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                dsr   <= divisor;
                q     <= dividend;
                r     <= 0;
                count <= WIDTH[CW-1:0];
                busy  <= 1'b1;
            end else if (busy) begin
                if (borrow) begin
                    r <= r_shift;
                    q <= {q[WIDTH-2:0], 1'b0};
                end else begin
                    r <= r_sub;
                    q <= {q[WIDTH-2:0], 1'b1};
                end
                count <= count - 1'b1;
                if (count == 1) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                    quotient  <= borrow ? {q[WIDTH-2:0], 1'b0} : {q[WIDTH-2:0], 1'b1};
                    remainder <= borrow ? r_shift[WIDTH-1:0] : r_sub[WIDTH-1:0];
                end
            end
        end
    end
endmodule

module axolotl_sub #(parameter W = 9) (
    input  wire [W-1:0] a,
    input  wire [W-1:0] b,
    output wire [W-1:0] diff,
    output wire         borrow
);
    wire [W:0] full = {1'b0, a} - {1'b0, b};
    assign diff   = full[W-1:0];
    assign borrow = full[W];
endmodule
