// zigzag_scan8: combinational JPEG zig-zag index mapper for 8x8 blocks.
// Maps a scan position (0..63) to the raster row/column, and optionally
// the inverse (raster index to scan position) through a small adder tree.
module zigzag_scan8 (
    input  wire [5:0] pos,
    input  wire       inverse,
    input  wire [2:0] row_in,
    input  wire [2:0] col_in,
    output wire [2:0] row,
    output wire [2:0] col,
    output wire [5:0] raster,
    output wire [5:0] scan_of_rc
);
    // forward table: raster index of scan position
    reg [5:0] fwd;
    always @(*) begin
        case (pos)
            6'd0:  fwd = 6'd0;  6'd1:  fwd = 6'd1;  6'd2:  fwd = 6'd8;  6'd3:  fwd = 6'd16;
            6'd4:  fwd = 6'd9;  6'd5:  fwd = 6'd2;  6'd6:  fwd = 6'd3;  6'd7:  fwd = 6'd10;
            6'd8:  fwd = 6'd17; 6'd9:  fwd = 6'd24; 6'd10: fwd = 6'd32; 6'd11: fwd = 6'd25;
            6'd12: fwd = 6'd18; 6'd13: fwd = 6'd11; 6'd14: fwd = 6'd4;  6'd15: fwd = 6'd5;
            6'd16: fwd = 6'd12; 6'd17: fwd = 6'd19; 6'd18: fwd = 6'd26; 6'd19: fwd = 6'd33;
            6'd20: fwd = 6'd40; 6'd21: fwd = 6'd48; 6'd22: fwd = 6'd41; 6'd23: fwd = 6'd34;
            6'd24: fwd = 6'd27; 6'd25: fwd = 6'd20; 6'd26: fwd = 6'd13; 6'd27: fwd = 6'd6;
            6'd28: fwd = 6'd7;  6'd29: fwd = 6'd14; 6'd30: fwd = 6'd21; 6'd31: fwd = 6'd28;
            6'd32: fwd = 6'd35; 6'd33: fwd = 6'd42; 6'd34: fwd = 6'd49; 6'd35: fwd = 6'd56;
            6'd36: fwd = 6'd57; 6'd37: fwd = 6'd50; 6'd38: fwd = 6'd43; 6'd39: fwd = 6'd36;
            6'd40: fwd = 6'd29; 6'd41: fwd = 6'd22; 6'd42: fwd = 6'd15; 6'd43: fwd = 6'd23;
            6'd44: fwd = 6'd30; 6'd45: fwd = 6'd37; 6'd46: fwd = 6'd44; 6'd47: fwd = 6'd51;
            6'd48: fwd = 6'd58; 6'd49: fwd = 6'd59; 6'd50: fwd = 6'd52; 6'd51: fwd = 6'd45;
            6'd52: fwd = 6'd38; 6'd53: fwd = 6'd31; 6'd54: fwd = 6'd39; 6'd55: fwd = 6'd46;
            6'd56: fwd = 6'd53; 6'd57: fwd = 6'd60; 6'd58: fwd = 6'd61; 6'd59: fwd = 6'd54;
            6'd60: fwd = 6'd47; 6'd61: fwd = 6'd55; 6'd62: fwd = 6'd62; default: fwd = 6'd63;
        endcase
    end

    assign raster = inverse ? {row_in, col_in} : fwd;
    assign row    = fwd[5:3];
    assign col    = fwd[2:0];

    // inverse mapping computed arithmetically: diagonal d = r + c,
    // positions before diagonal d, then offset along the diagonal whose
    // direction alternates with the parity of d
    wire [3:0] d = row_in + col_in;
    reg  [5:0] base;
    always @(*) begin
        case (d)
            4'd0: base = 6'd0;   4'd1: base = 6'd1;   4'd2: base = 6'd3;
            4'd3: base = 6'd6;   4'd4: base = 6'd10;  4'd5: base = 6'd15;
            4'd6: base = 6'd21;  4'd7: base = 6'd28;  4'd8: base = 6'd36;
            4'd9: base = 6'd43;  4'd10: base = 6'd49; 4'd11: base = 6'd54;
            4'd12: base = 6'd58; 4'd13: base = 6'd61; default: base = 6'd63;
        endcase
    end
    wire [2:0] along_up   = (d < 8) ? col_in : (3'd7 - row_in);
    wire [2:0] along_down = (d < 8) ? row_in : (3'd7 - col_in);
    assign scan_of_rc = base + (d[0] ? along_down : along_up);

endmodule
