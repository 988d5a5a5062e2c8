// hedgehog_alu: 8-bit ALU with registered result and flags, built from three sub-units.
// Sub-modules (hedgehog_alu_units.v): hedgehog_addsub, hedgehog_logic, hedgehog_shift.
// op[2:0]: 0 ADD, 1 SUB, 2 AND, 3 OR, 4 XOR, 5 SHL, 6 SHR (logical), 7 pass A.
// Flags: zero, carry (carry out of ADD, borrow of SUB, bit shifted out for shifts).
module hedgehog_alu (
    input            clk,
    input            rst_n,
    input      [2:0] op,
    input      [7:0] a,
    input      [7:0] b,
    output reg [7:0] y,
    output reg       zero,
    output reg       carry
);
    wire [7:0] sum, logic_y, shift_y;
    wire       c_add, c_shift;

    hedgehog_addsub u_add (
        .a(a), .b(b), .sub(op == 3'd1), .y(sum), .cout(c_add)
    );
    hedgehog_logic u_logic (
        .a(a), .b(b), .sel(op[1:0]), .y(logic_y)
    );
    hedgehog_shift u_shift (
        .a(a), .amount(b[2:0]), .right(op == 3'd6), .y(shift_y), .out_bit(c_shift)
    );

    reg [7:0] y_next;
    reg       c_next;

    always @* begin
        case (op)
            3'd0, 3'd1:       begin y_next = sum;     c_next = c_add;   end
            3'd2, 3'd3, 3'd4: begin y_next = logic_y; c_next = 1'b0;    end
            3'd5, 3'd6:       begin y_next = shift_y; c_next = c_shift; end
            default:          begin y_next = a;       c_next = 1'b0;    end
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y <= 8'd0; zero <= 1'b0; carry <= 1'b0;
        end else begin
            y     <= y_next;
            zero  <= (y_next == 8'd0);
            carry <= c_next;
        end
    end
endmodule
