// present_round: iterative PRESENT-80 encryption core, one round per clock.
// 64 bit state, 80 bit key register, 31 rounds plus final key whitening.
module present_round (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        load,
    input  wire [63:0] pt,
    input  wire [79:0] key,
    output reg  [63:0] ct,
    output reg         busy,
    output reg         ct_valid
);
    reg [63:0] st;
    reg [79:0] rk;
    reg [4:0]  rnd;

    // add round key
    wire [63:0] ark = st ^ rk[79:16];

    // substitution layer
    wire [63:0] sb;
    genvar i;
    generate
        for (i = 0; i < 16; i = i + 1) begin : g_sbox
            present_sbox u_sb (.x(ark[4*i+3:4*i]), .y(sb[4*i+3:4*i]));
        end
    endgenerate

    // bit permutation: bit j moves to 16*j mod 63, bit 63 stays
    wire [63:0] pl;
    generate
        for (i = 0; i < 63; i = i + 1) begin : g_perm
            assign pl[(16*i) % 63] = sb[i];
        end
    endgenerate
    assign pl[63] = sb[63];

    // key schedule: rotate left 61, S-box on top nibble, xor round counter
    wire [79:0] rot = {rk[18:0], rk[79:19]};
    wire [3:0]  ks_nib;
    present_sbox u_ks (.x(rot[79:76]), .y(ks_nib));
    wire [79:0] nk = {ks_nib, rot[75:20], rot[19:15] ^ rnd, rot[14:0]};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            st       <= 64'h0;
            rk       <= 80'h0;
            rnd      <= 5'd0;
            busy     <= 1'b0;
            ct       <= 64'h0;
            ct_valid <= 1'b0;
        end else begin
            ct_valid <= 1'b0;
            if (load && !busy) begin
                st   <= pt;
                rk   <= key;
                rnd  <= 5'd1;
                busy <= 1'b1;
            end else if (busy) begin
                st  <= pl;
                rk  <= nk;
                rnd <= rnd + 5'd1;
                if (rnd == 5'd31) begin
                    busy     <= 1'b0;
                    ct       <= pl ^ nk[79:16];
                    ct_valid <= 1'b1;
                end
            end
        end
    end
endmodule
